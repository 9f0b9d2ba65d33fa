import { TURNOS_NS, type EndpointRoute } from '../../route';

export const turnoIcs = {
  namespace: TURNOS_NS,
  name: 'turno-ics',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;
