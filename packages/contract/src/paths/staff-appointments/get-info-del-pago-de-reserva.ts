import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getInfoDelPagoDeReserva = {
  namespace: TURNOS_NS,
  name: 'get-info-del-pago-de-reserva',
  method: 'GET',
} as const satisfies EndpointRoute;
