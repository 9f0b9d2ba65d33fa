import { useMutation, useQuery } from '@tanstack/react-query';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/**
 * The account (contract §3, §4.1): reset and change a password, validate the e-mail. Signing up,
 * logging in and the session are in `session.ts`.
 */

/** POST user/reset_password: e-mails a code and a link to /cambio-password. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiCall(
    endpoints.resetPasswordRequest,
    { email },
    { handleAuthErrors: false },
  );
  return body.message;
}

/** PUT user/reset_password with the e-mailed code. */
export async function resetPasswordWithCode(input: {
  email: string;
  code: string;
  new_password: string;
}): Promise<string> {
  const body = await apiCall(endpoints.resetPasswordChange, input, { handleAuthErrors: false });
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
      await apiCall(endpoints.validarNewCliente, { token }, { handleAuthErrors: false });
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
  const data = await apiCall(
    endpoints.reenviarEmailValidacion,
    { email },
    { handleAuthErrors: false },
  );
  return data.message;
}

/**
 * POST change-pass: a user changes their own password (with the current one), or an admin sets a
 * client's (without it).
 */
function changePassword(body: { ID: number; password: string; password_actual?: string }) {
  return apiCall(endpoints.changePass, body);
}

export async function changeOwnPassword(input: {
  ID: number;
  password_actual: string;
  password: string;
}): Promise<void> {
  await changePassword(input);
}

export function useChangeClientPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      changePassword({ ID: id, password }),
  });
}
