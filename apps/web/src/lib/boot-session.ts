import * as endpoints from '@turnos/contract/paths';
import { isEnvelopeOf, routePath } from './api-endpoint';
import type { ValidateData } from './session';
import { getToken } from './token-store';
import { API_BASE } from '@/config/paths';

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
