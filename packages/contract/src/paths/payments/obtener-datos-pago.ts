import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerDatosPago = {
  namespace: TURNOS_NS,
  name: 'obtener-datos-pago',
  method: 'GET',
} as const satisfies EndpointRoute;
