import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST simple-jwt-login/v1/auth → the JWT. Session codes are handled by the login form. */
export async function login(input: LoginInput): Promise<string> {
  const res = await apiClient.post<Envelope<{ jwt: string }>>(endpoints.auth.login, input, {
    handleAuthErrors: false,
  });
  return res.data.jwt;
}
