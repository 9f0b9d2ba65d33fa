import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const authRevoke = {
  namespace: JWT_LOGIN_NS,
  name: 'auth/revoke',
  method: 'POST',
  envelope: 'plain',
} as const satisfies EndpointRoute;
