import { TURNOS_NS, type EndpointRoute } from '../../route';

export const anularCobro = {
  namespace: TURNOS_NS,
  name: 'anular-cobro',
  method: 'POST',
} as const satisfies EndpointRoute;
