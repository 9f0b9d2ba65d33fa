import { composePhone } from '@turnos/domain';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/**
 * Signing up (contract §3), apart from `session.ts` so that the phone's composition loads with
 * the registration page, not with every page (issue 29.7).
 */

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
  await apiCall(endpoints.usersRegister, registerPayload(v), { handleAuthErrors: false });
}
