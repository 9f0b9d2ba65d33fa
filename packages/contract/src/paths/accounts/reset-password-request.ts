import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const resetPasswordRequest = {
  namespace: JWT_LOGIN_NS,
  name: 'user/reset_password',
  method: 'POST',
  envelope: 'plain',
} as const satisfies EndpointRoute;
