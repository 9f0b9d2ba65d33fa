import { TURNOS_NS, type EndpointRoute } from '../../route';

export const importarTurnos = {
  namespace: TURNOS_NS,
  name: 'importar-turnos',
  method: 'POST',
} as const satisfies EndpointRoute;
