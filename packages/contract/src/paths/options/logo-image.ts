import { TURNOS_NS, type EndpointRoute } from '../../route';

export const logoImage = {
  namespace: TURNOS_NS,
  name: 'logo',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;
