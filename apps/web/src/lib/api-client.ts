import { ErrorCode, msg } from '@turnos/domain';
import { API_BASE } from '@/config/paths';
import { ApiError, NETWORK_STATUS, httpStatusMessage } from './api-error';
import { emitAuthEvent } from './auth-events';
import { clearToken, getToken, needsRefresh, setToken } from './token-store';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** GET: query string. */
  params?: QueryParams;
  /** POST/PUT/DELETE: JSON body. */
  body?: unknown;
  /**
   * React to session errors globally (14 → refresh or log out, 1007 → /cuenta-desactivada,
   * 1008 → /cuenta-no-validada). Login turns it off to handle those codes itself.
   */
  handleAuthErrors?: boolean;
  signal?: AbortSignal;
}

/** The success envelope `{success: true, data}` (contract §1). */
export interface Envelope<D> {
  success: true;
  data: D;
}

const SESSION_CODES: readonly number[] = [
  ErrorCode.tokenRevoked,
  ErrorCode.tokenInvalid,
  ErrorCode.tokenAlgorithm,
  ErrorCode.tokenGeneric,
];

function buildUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE}${path.replace(/^\/+/, '')}`;
  if (!params) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null) qs.append(k, String(v));
  }
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

async function send(method: Method, path: string, token: string | null, opts: RequestOptions) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(NETWORK_STATUS, null, msg.offline);
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = method !== 'GET' && opts.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, method === 'GET' ? opts.params : undefined), {
      method,
      headers,
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    const offline = e instanceof TypeError;
    throw new ApiError(NETWORK_STATUS, null, offline ? msg.offline : msg.serverUnreachable);
  }
  return parseResponse(res);
}

function field(obj: unknown, key: string): unknown {
  return obj && typeof obj === 'object' ? (obj as Record<string, unknown>)[key] : undefined;
}

async function parseResponse(res: Response): Promise<unknown> {
  let body: unknown = null;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch (e) {
    // not JSON (a proxy's HTML page) or a body cut off: judged by the status alone below
    if (!(e instanceof SyntaxError || e instanceof TypeError || e instanceof DOMException)) throw e;
    body = null;
  }
  if (res.ok && field(body, 'success') !== false && body !== null) return body;
  const data = field(body, 'data');
  const code = field(data, 'errorCode') ?? field(body, 'errorCode');
  const serverText = field(data, 'message') ?? field(body, 'error') ?? field(body, 'message');
  const status = res.ok ? 400 : res.status;
  if (typeof serverText === 'string' && serverText.trim() !== '') {
    throw new ApiError(status, typeof code === 'number' ? code : null, serverText, true);
  }
  const fallback =
    body === null && status >= 503 ? msg.serverUnreachable : httpStatusMessage(status);
  throw new ApiError(status, typeof code === 'number' ? code : null, fallback);
}

let refreshing: Promise<string | null> | null = null;

/** POST auth/refresh once at a time; stores and returns the new token, or null. */
export function refreshToken(): Promise<string | null> {
  const current = getToken();
  if (!current) return Promise.resolve(null);
  refreshing ??= send('POST', 'simple-jwt-login/v1/auth/refresh', current, {
    body: { JWT: current },
  })
    .then((body) => {
      const jwt = field(field(body, 'data'), 'jwt');
      if (typeof jwt !== 'string' || jwt === '') return null;
      if (getToken() === current) setToken(jwt);
      return jwt;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function endSession(): ApiError {
  clearToken();
  emitAuthEvent('expired');
  return new ApiError(401, ErrorCode.tokenExpired, msg.sessionExpired);
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  const handle = opts.handleAuthErrors ?? true;
  let token = getToken();
  if (token && needsRefresh(token)) token = (await refreshToken()) ?? token;
  try {
    return (await send(method, path, token, opts)) as T;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.code === ErrorCode.tokenExpired && token) {
      const fresh = await refreshToken();
      if (!fresh) throw handle ? endSession() : e;
      try {
        return (await send(method, path, fresh, opts)) as T;
      } catch (retryError) {
        if (
          retryError instanceof ApiError &&
          retryError.code === ErrorCode.tokenExpired &&
          handle
        ) {
          throw endSession();
        }
        throw retryError;
      }
    }
    if (handle) {
      if (e.code === ErrorCode.blocked) emitAuthEvent('blocked');
      else if (e.code === ErrorCode.notValidated) emitAuthEvent('not-validated');
      else if (token && e.status === 401 && e.code !== null && SESSION_CODES.includes(e.code)) {
        throw endSession();
      }
    }
    throw e;
  }
}

export const apiClient = {
  get: <T>(path: string, params?: QueryParams, opts: Omit<RequestOptions, 'params'> = {}) =>
    apiRequest<T>('GET', path, { ...opts, params }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body'> = {}) =>
    apiRequest<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body'> = {}) =>
    apiRequest<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body'> = {}) =>
    apiRequest<T>('DELETE', path, { ...opts, body }),
};
