/** The JWT lives in localStorage so a reload keeps the session (seed §4 Session). */
const KEY = 'turnos.jwt';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch (e) {
    // storage disabled by the browser's settings: work without keeping the session
    if (e instanceof DOMException) return null;
    throw e;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(KEY, token);
  listeners.forEach((l) => l(token));
}

export function clearToken(): void {
  storage()?.removeItem(KEY);
  listeners.forEach((l) => l(null));
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Seconds since the epoch at which the token expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload: unknown = JSON.parse(json);
    if (
      payload &&
      typeof payload === 'object' &&
      'exp' in payload &&
      typeof payload.exp === 'number'
    ) {
      return payload.exp;
    }
    return null;
  } catch (e) {
    // not base64url (atob) or not JSON: a token we cannot read
    if (e instanceof DOMException || e instanceof SyntaxError) return null;
    throw e;
  }
}

/** Seed §9: the session is renewed when under 1 h remains. */
export const REFRESH_BEFORE_SECONDS = 60 * 60;

export function needsRefresh(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return false;
  return exp - nowMs / 1000 < REFRESH_BEFORE_SECONDS;
}

/**
 * Whether a session may exist: a stored token, or one the autologin left in the URL. Without
 * either the visitor's session is known at once (no request), so the first render is final.
 */
export function mayHaveSession(): boolean {
  if (getToken() !== null) return true;
  return typeof window !== 'undefined' && /(?:^#|&)jwt=/.test(window.location.hash);
}

/** Server autologin redirects to `...#jwt=<token>`: keep the token and strip the fragment. */
export function takeTokenFromUrl(): string | null {
  if (typeof window === 'undefined') return null;
  const match = /(?:^#|&)jwt=([^&]+)/.exec(window.location.hash);
  const raw = match?.[1];
  if (!raw) return null;
  const token = decodeURIComponent(raw);
  setToken(token);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return token;
}
