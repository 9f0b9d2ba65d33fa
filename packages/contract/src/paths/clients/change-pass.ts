import { TURNOS_NS, type EndpointRoute } from '../../route';

export const changePass = {
  namespace: TURNOS_NS,
  name: 'change-pass',
  method: 'POST',
} as const satisfies EndpointRoute;
