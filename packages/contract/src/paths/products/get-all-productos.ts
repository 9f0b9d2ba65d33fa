import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getAllProductos = {
  namespace: TURNOS_NS,
  name: 'get-all-productos',
  method: 'GET',
} as const satisfies EndpointRoute;
