import { composePhone } from '@turnos/domain';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { takeBootSession } from '@/lib/boot-session';
import { toSession, type Session } from '@/lib/session';

/**
 * The way in (contract §3): sign up, log in, validate and revoke the session; what the app needs
 * as it starts. The account's other calls are in `account.ts`, loaded with the screens that use
 * them; the token refresh stays in the API client itself.
 */

export interface LoginInput {
  email: string;
  password: string;
}

/** POST simple-jwt-login/v1/auth → the JWT. Session codes are handled by the login form. */
export async function login(input: LoginInput): Promise<string> {
  const data = await apiCall(endpoints.authLogin, input, { handleAuthErrors: false });
  return data.jwt;
}

export async function fetchSession(handleAuthErrors = true): Promise<Session> {
  // the first check of a stored session was asked for by boot.js while the scripts loaded
  const early = await takeBootSession();
  if (early) return toSession(early);
  return toSession(
    await apiCall({ ...endpoints.authValidate, method: 'GET' }, undefined, { handleAuthErrors }),
  );
}

/** Best effort: the token is dropped locally whatever the server answers. */
export async function revokeToken(token: string): Promise<void> {
  await apiCall(endpoints.authRevoke, { JWT: token }, { handleAuthErrors: false }).catch(
    () => undefined,
  );
}

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
