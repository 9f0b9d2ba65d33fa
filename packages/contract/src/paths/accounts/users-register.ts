import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const usersRegister = {
  namespace: JWT_LOGIN_NS,
  name: 'users',
  method: 'POST',
  envelope: 'plain',
} as const satisfies EndpointRoute;
