import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const authRefresh = {
  namespace: JWT_LOGIN_NS,
  name: 'auth/refresh',
  method: 'POST',
} as const satisfies EndpointRoute;
