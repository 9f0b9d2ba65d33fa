import { JWT_LOGIN_NS, type EndpointRoute } from '../route';

/** The routes of `../accounts.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const authLogin = {
  namespace: JWT_LOGIN_NS,
  name: 'auth',
  method: 'POST',
} as const satisfies EndpointRoute;

export const authValidate = {
  namespace: JWT_LOGIN_NS,
  name: 'auth/validate',
  method: ['GET', 'POST'],
} as const satisfies EndpointRoute;

export const authRefresh = {
  namespace: JWT_LOGIN_NS,
  name: 'auth/refresh',
  method: 'POST',
} as const satisfies EndpointRoute;

export const authRevoke = {
  namespace: JWT_LOGIN_NS,
  name: 'auth/revoke',
  method: 'POST',
  envelope: 'plain',
} as const satisfies EndpointRoute;

export const autologin = {
  namespace: JWT_LOGIN_NS,
  name: 'autologin',
  method: 'GET',
  envelope: 'redirect',
} as const satisfies EndpointRoute;

export const usersRegister = {
  namespace: JWT_LOGIN_NS,
  name: 'users',
  method: 'POST',
  envelope: 'plain',
} as const satisfies EndpointRoute;

export const resetPasswordRequest = {
  namespace: JWT_LOGIN_NS,
  name: 'user/reset_password',
  method: 'POST',
  envelope: 'plain',
} as const satisfies EndpointRoute;

export const resetPasswordChange = {
  namespace: JWT_LOGIN_NS,
  name: 'user/reset_password',
  method: 'PUT',
  envelope: 'plain',
} as const satisfies EndpointRoute;
