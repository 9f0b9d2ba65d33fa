import { TURNOS_NS, type EndpointRoute } from '../../route';

export const reprogramarTurno = {
  namespace: TURNOS_NS,
  name: 'reprogramar-turno',
  method: 'POST',
} as const satisfies EndpointRoute;
