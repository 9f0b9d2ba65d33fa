import { useMutation, useQuery } from '@tanstack/react-query';
import { composePhone } from '@turnos/domain';
import { apiClient, type Envelope } from '@/lib/api-client';
import { toSession, type Session, type ValidateData } from '@/lib/session';

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

interface MessageBody {
  success: true;
  message?: string;
}

/** POST simple-jwt-login/v1/auth → the JWT. Session codes are handled by the login form. */
export async function login(input: LoginInput): Promise<string> {
  const res = await apiClient.post<Envelope<{ jwt: string }>>('simple-jwt-login/v1/auth', input, {
    handleAuthErrors: false,
  });
  return res.data.jwt;
}

export async function fetchSession(handleAuthErrors = true): Promise<Session> {
  const res = await apiClient.get<Envelope<ValidateData>>(
    'simple-jwt-login/v1/auth/validate',
    undefined,
    { handleAuthErrors },
  );
  return toSession(res.data);
}

/** Best effort: the token is dropped locally whatever the server answers. */
export async function revokeToken(token: string): Promise<void> {
  await apiClient
    .post('simple-jwt-login/v1/auth/revoke', { JWT: token }, { handleAuthErrors: false })
    .catch(() => undefined);
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
  await apiClient.post('simple-jwt-login/v1/users', registerPayload(v), {
    handleAuthErrors: false,
  });
}

/** POST user/reset_password: e-mails a code and a link to /cambio-password. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const res = await apiClient.post<MessageBody>(
    'simple-jwt-login/v1/user/reset_password',
    { email },
    { handleAuthErrors: false },
  );
  return res.message;
}

/** PUT user/reset_password with the e-mailed code. */
export async function resetPasswordWithCode(input: {
  email: string;
  code: string;
  new_password: string;
}): Promise<string | undefined> {
  const res = await apiClient.put<MessageBody>('simple-jwt-login/v1/user/reset_password', input, {
    handleAuthErrors: false,
  });
  return res.message;
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
      await apiClient.post('turnos/v1/validar-new-cliente', { token }, { handleAuthErrors: false });
      return true;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** POST reenviar-email-validacion (public; same answer for unknown e-mails). */
export async function resendValidationEmail(email: string): Promise<string | undefined> {
  const res = await apiClient.post<{ message?: string; data?: { message?: string } }>(
    'turnos/v1/reenviar-email-validacion',
    { email },
    { handleAuthErrors: false },
  );
  return res.message ?? res.data?.message;
}

/**
 * POST change-pass: a user changes their own password (with the current one), or an admin sets a
 * client's (without it).
 */
function changePassword(body: { ID: number; password: string; password_actual?: string }) {
  return apiClient.post('turnos/v1/change-pass', body);
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
