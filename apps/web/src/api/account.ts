import { useMutation, useQuery } from '@tanstack/react-query';
import { composePhone } from '@turnos/domain';
import type {
  authLogin,
  authRevoke,
  authValidate,
  changePass,
  reenviarEmailValidacion,
  resetPasswordChange,
  resetPasswordRequest,
  usersRegister,
  validarNewCliente,
} from '@turnos/contract';
import { apiCall } from '@/lib/api-client';
import { apiEndpoint } from '@/lib/api-endpoint';
import { toSession, type Session } from '@/lib/session';

/**
 * The session and the account (contract §3, §4.1): log in, validate, revoke, register, reset and
 * change a password, validate the e-mail. The token refresh stays in the API client itself.
 */

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  nombre: string;
  email: string;
  telefono: { pais: string; area: string; numero: string };
  password: string;
}

const endpoints = {
  login: apiEndpoint<typeof authLogin>('POST', 'simple-jwt-login/v1/auth'),
  validate: apiEndpoint<typeof authValidate>('GET', 'simple-jwt-login/v1/auth/validate'),
  revoke: apiEndpoint<typeof authRevoke>('POST', 'simple-jwt-login/v1/auth/revoke', 'plain'),
  register: apiEndpoint<typeof usersRegister>('POST', 'simple-jwt-login/v1/users', 'plain'),
  requestReset: apiEndpoint<typeof resetPasswordRequest>(
    'POST',
    'simple-jwt-login/v1/user/reset_password',
    'plain',
  ),
  resetWithCode: apiEndpoint<typeof resetPasswordChange>(
    'PUT',
    'simple-jwt-login/v1/user/reset_password',
    'plain',
  ),
  validateEmail: apiEndpoint<typeof validarNewCliente>('POST', 'turnos/v1/validar-new-cliente'),
  resendValidation: apiEndpoint<typeof reenviarEmailValidacion>(
    'POST',
    'turnos/v1/reenviar-email-validacion',
  ),
  changePassword: apiEndpoint<typeof changePass>('POST', 'turnos/v1/change-pass'),
};

/** POST simple-jwt-login/v1/auth → the JWT. Session codes are handled by the login form. */
export async function login(input: LoginInput): Promise<string> {
  const data = await apiCall(endpoints.login, input, { handleAuthErrors: false });
  return data.jwt;
}

export async function fetchSession(handleAuthErrors = true): Promise<Session> {
  return toSession(await apiCall(endpoints.validate, undefined, { handleAuthErrors }));
}

/** Best effort: the token is dropped locally whatever the server answers. */
export async function revokeToken(token: string): Promise<void> {
  await apiCall(endpoints.revoke, { JWT: token }, { handleAuthErrors: false }).catch(
    () => undefined,
  );
}

/** The body of POST simple-jwt-login/v1/users (contract §3). */
export function registerPayload(v: RegisterInput) {
  return {
    email: v.email,
    password: v.password,
    display_name: v.nombre,
    user_meta: {
      celular: composePhone(v.telefono.pais, v.telefono.area, v.telefono.numero),
      nombre: v.nombre,
      user_is_blocked: '0',
      primera_vez: '1',
    },
  };
}

export async function registerClient(v: RegisterInput): Promise<void> {
  await apiCall(endpoints.register, registerPayload(v), { handleAuthErrors: false });
}

/** POST user/reset_password: e-mails a code and a link to /cambio-password. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiCall(endpoints.requestReset, { email }, { handleAuthErrors: false });
  return body.message;
}

/** PUT user/reset_password with the e-mailed code. */
export async function resetPasswordWithCode(input: {
  email: string;
  code: string;
  new_password: string;
}): Promise<string> {
  const body = await apiCall(endpoints.resetWithCode, input, { handleAuthErrors: false });
  return body.message;
}

export const accountKeys = {
  mailValidation: (token: string) => ['account', 'mail-validation', token] as const,
};

/**
 * POST validar-new-cliente with the token of the e-mailed link (public), once per token: a
 * query, so a re-render never posts twice.
 */
export function useValidateAccount(token: string) {
  return useQuery({
    queryKey: accountKeys.mailValidation(token),
    queryFn: async () => {
      await apiCall(endpoints.validateEmail, { token }, { handleAuthErrors: false });
      return true;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** POST reenviar-email-validacion (public; same answer for unknown e-mails). */
export async function resendValidationEmail(email: string): Promise<string> {
  const data = await apiCall(endpoints.resendValidation, { email }, { handleAuthErrors: false });
  return data.message;
}

/**
 * POST change-pass: a user changes their own password (with the current one), or an admin sets a
 * client's (without it).
 */
function changePassword(body: { ID: number; password: string; password_actual?: string }) {
  return apiCall(endpoints.changePassword, body);
}

export async function changeOwnPassword(input: {
  ID: number;
  password_actual: string;
  password: string;
}): Promise<void> {
  await changePassword(input);
}

export function useChangeClientePassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      changePassword({ ID: id, password }),
  });
}
