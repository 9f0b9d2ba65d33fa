import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { isEnvelopeOf, routePath } from '@/lib/api-endpoint';
import { getToken } from '@/lib/token-store';
import { API_BASE } from '@/config/paths';
import { toSession, type Session, type ValidateData } from '@/lib/session';

/**
 * The way in (contract §3): log in, validate and revoke the session; what the app needs as it
 * starts. Signing up is in `register.ts` and the account's other calls in `account.ts`, loaded
 * with the screens that use them; the token refresh stays in the API client itself.
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

/** What public/boot.js leaves on `window`: auth/validate asked for the stored token at once. */
export interface BootSession {
  token: string;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    __turnosBootSession?: BootSession;
  }
}

/** The URL boot.js asks (a test keeps it equal to the contract's auth/validate). */
export const BOOT_VALIDATE_URL = `${API_BASE}${routePath(endpoints.authValidate)}`;

/**
 * The session check boot.js started while the scripts loaded (issue 29.7): taken once, and only
 * for the token stored now and a success answer. Anything else (another token — one from the
 * URL, say —, an error, an expired token, no network) is null, and the caller asks again
 * through the API client, which refreshes or ends the session as usual.
 */
export async function takeBootSession(): Promise<ValidateData | null> {
  const boot = window.__turnosBootSession;
  window.__turnosBootSession = undefined;
  if (!boot || boot.token !== getToken()) return null;
  const res = await boot.response;
  if (!res?.ok) return null;
  const body: unknown = await res.json().catch((e: unknown) => {
    if (e instanceof SyntaxError || e instanceof TypeError || e instanceof DOMException)
      return null;
    throw e;
  });
  return isEnvelopeOf({ ...endpoints.authValidate, method: 'GET' }, body) ? body.data : null;
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
