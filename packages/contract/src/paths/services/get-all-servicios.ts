import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getAllServicios = {
  namespace: TURNOS_NS,
  name: 'get-all-servicios',
  method: 'GET',
} as const satisfies EndpointRoute;
