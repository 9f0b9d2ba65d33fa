import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerCaja = {
  namespace: TURNOS_NS,
  name: 'obtener-caja',
  method: 'GET',
} as const satisfies EndpointRoute;
