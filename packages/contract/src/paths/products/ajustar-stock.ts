import { TURNOS_NS, type EndpointRoute } from '../../route';

export const ajustarStock = {
  namespace: TURNOS_NS,
  name: 'ajustar-stock',
  method: 'POST',
} as const satisfies EndpointRoute;
