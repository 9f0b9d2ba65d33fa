import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const authValidate = {
  namespace: JWT_LOGIN_NS,
  name: 'auth/validate',
  method: ['GET', 'POST'],
} as const satisfies EndpointRoute;
