import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getServicio = {
  namespace: TURNOS_NS,
  name: 'get-servicio',
  method: 'GET',
} as const satisfies EndpointRoute;
