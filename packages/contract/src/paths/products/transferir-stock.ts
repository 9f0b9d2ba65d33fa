import { TURNOS_NS, type EndpointRoute } from '../../route';

export const transferirStock = {
  namespace: TURNOS_NS,
  name: 'transferir-stock',
  method: 'POST',
} as const satisfies EndpointRoute;
