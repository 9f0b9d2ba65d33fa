import { composePhone } from '@turnos/domain';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

export interface RegisterInput {
  nombre: string;
  email: string;
  telefono: { pais: string; area: string; numero: string };
  password: string;
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
  await apiClient.post(endpoints.auth.users, registerPayload(v), { handleAuthErrors: false });
}
