import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const authLogin = {
  namespace: JWT_LOGIN_NS,
  name: 'auth',
  method: 'POST',
} as const satisfies EndpointRoute;
