import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

/** POST turnos/v1/change-pass: a logged-in user changes their own password. */
export async function changeOwnPassword(input: {
  ID: number;
  password_actual: string;
  password: string;
}): Promise<void> {
  await apiClient.post(endpoints.clientes.changePass, input);
}
