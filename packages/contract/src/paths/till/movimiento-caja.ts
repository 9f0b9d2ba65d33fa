import { TURNOS_NS, type EndpointRoute } from '../../route';

export const movimientoCaja = {
  namespace: TURNOS_NS,
  name: 'movimiento-caja',
  method: 'POST',
} as const satisfies EndpointRoute;
