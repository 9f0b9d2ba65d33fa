import { JWT_LOGIN_NS, type EndpointRoute } from '../../route';

export const resetPasswordChange = {
  namespace: JWT_LOGIN_NS,
  name: 'user/reset_password',
  method: 'PUT',
  envelope: 'plain',
} as const satisfies EndpointRoute;
