import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getAllClientes = {
  namespace: TURNOS_NS,
  name: 'get-all-clientes',
  method: 'GET',
} as const satisfies EndpointRoute;
