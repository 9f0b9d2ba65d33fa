import { TURNOS_NS, type EndpointRoute } from '../../route';

export const reprogramarVisita = {
  namespace: TURNOS_NS,
  name: 'reprogramar-visita',
  method: 'POST',
} as const satisfies EndpointRoute;
