import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

interface MessageBody {
  success: true;
  message?: string;
}

/** POST user/reset_password: e-mails a code and a link to /cambio-password. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const res = await apiClient.post<MessageBody>(
    endpoints.auth.resetPassword,
    { email },
    {
      handleAuthErrors: false,
    },
  );
  return res.message;
}

/** PUT user/reset_password with the e-mailed code. */
export async function resetPasswordWithCode(input: {
  email: string;
  code: string;
  new_password: string;
}): Promise<string | undefined> {
  const res = await apiClient.put<MessageBody>(endpoints.auth.resetPassword, input, {
    handleAuthErrors: false,
  });
  return res.message;
}
