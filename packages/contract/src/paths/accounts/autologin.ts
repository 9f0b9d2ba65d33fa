import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const autologin = {
  namespace: JWT_LOGIN_NS,
  name: 'autologin',
  method: 'GET',
  envelope: 'redirect',
} as const satisfies EndpointRoute;
