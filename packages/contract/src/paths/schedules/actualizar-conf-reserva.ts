import { TURNOS_NS, type EndpointRoute } from '../../route';

export const actualizarConfReserva = {
  namespace: TURNOS_NS,
  name: 'actualizar-conf-reserva',
  method: 'PUT',
} as const satisfies EndpointRoute;
