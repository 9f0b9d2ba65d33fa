import { TURNOS_NS, type EndpointRoute } from '../../route';

export const estadoWapp = {
  namespace: TURNOS_NS,
  name: 'estado-wapp',
  method: 'GET',
} as const satisfies EndpointRoute;
