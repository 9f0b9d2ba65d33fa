import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

/** POST validar-new-cliente with the token of the e-mailed link (public). */
export async function validateAccount(token: string): Promise<void> {
  await apiClient.post(endpoints.clientes.validate, { token }, { handleAuthErrors: false });
}

/** POST reenviar-email-validacion (public; same answer for unknown e-mails). */
export async function resendValidationEmail(email: string): Promise<string | undefined> {
  const res = await apiClient.post<{ message?: string; data?: { message?: string } }>(
    endpoints.clientes.resendValidation,
    { email },
    { handleAuthErrors: false },
  );
  return res.message ?? res.data?.message;
}
