import { TURNOS_NS, type EndpointRoute } from '../../route';

export const exportarTurnos = {
  namespace: TURNOS_NS,
  name: 'exportar-turnos',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;
