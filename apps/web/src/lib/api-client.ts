import * as endpoints from '@turnos/contract/paths';
import { ErrorCode, msg } from '@turnos/domain';
import { API_BASE } from '@/config/paths';
import {
  isEnvelopeOf,
  isPlainAnswerOf,
  routePath,
  type ApiRoute,
  type EntryOf,
  type RouteData,
  type RouteParams,
} from './api-endpoint';
import { ApiError, NETWORK_STATUS, httpStatusMessage } from './api-error';
import { emitAuthEvent } from './auth-events';
import { jsonMember } from './json-member';
import { clearToken, getToken, needsRefresh, setToken } from './token-store';

export interface CallOptions {
  /**
   * React to session errors globally (14 → refresh or log out, 1007 → /cuenta-desactivada,
   * 1008 → /cuenta-no-validada). Login turns it off to handle those codes itself.
   */
  handleAuthErrors?: boolean;
  signal?: AbortSignal;
}

interface RequestOptions extends CallOptions {
  /** GET: the query string; other methods: the JSON body. */
  params?: unknown;
  /** a 200 is a file: resolve to its bytes (errors still come as the JSON envelope) */
  blob?: boolean;
  /** the body is this multipart form (a file upload) instead of JSON */
  form?: FormData;
}

const SESSION_CODES: readonly number[] = [
  ErrorCode.tokenRevoked,
  ErrorCode.tokenInvalid,
  ErrorCode.tokenAlgorithm,
  ErrorCode.tokenGeneric,
];

function buildUrl(path: string, params: unknown): string {
  const url = `${API_BASE}${path}`;
  if (typeof params !== 'object' || params === null) return url;
  const qs = new URLSearchParams();
  const entries: Array<[string, unknown]> = Object.entries(params);
  for (const [k, v] of entries) {
    if (v !== undefined && v !== null) qs.append(k, String(v));
  }
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

async function send(route: ApiRoute, token: string | null, opts: RequestOptions) {
  const { method } = route;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(NETWORK_STATUS, null, msg.offline);
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = method !== 'GET' && opts.params !== undefined && !opts.form;
  if (hasBody) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(routePath(route), method === 'GET' ? opts.params : undefined), {
      method,
      headers,
      // a form's Content-Type (with its boundary) is the browser's to write
      body: opts.form ?? (hasBody ? JSON.stringify(opts.params) : undefined),
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    const offline = e instanceof TypeError;
    throw new ApiError(NETWORK_STATUS, null, offline ? msg.offline : msg.serverUnreachable);
  }
  if (opts.blob && res.ok) return new Download(await res.blob());
  return parseResponse(res);
}

/** A file answer, told apart from any JSON body by its class. */
class Download {
  constructor(readonly file: Blob) {}
}

/** A 200 that is no success envelope: read like an answer without a readable body. */
const unreadableAnswer = () => new ApiError(400, null, httpStatusMessage(400));

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
  if (res.ok && jsonMember(body, 'success') !== false && body !== null) return body;
  const data = jsonMember(body, 'data');
  const code = jsonMember(data, 'errorCode') ?? jsonMember(body, 'errorCode');
  const serverText =
    jsonMember(data, 'message') ?? jsonMember(body, 'error') ?? jsonMember(body, 'message');
  const status = res.ok ? 400 : res.status;
  if (typeof serverText === 'string' && serverText.trim() !== '') {
    throw new ApiError(status, typeof code === 'number' ? code : null, serverText, true);
  }
  const fallback =
    body === null && status >= 503 ? msg.serverUnreachable : httpStatusMessage(status);
  throw new ApiError(status, typeof code === 'number' ? code : null, fallback);
}

const refresh = endpoints.authRefresh;
let refreshing: Promise<string | null> | null = null;

/** POST auth/refresh once at a time; stores and returns the new token, or null. */
export function refreshToken(): Promise<string | null> {
  const current = getToken();
  if (!current) return Promise.resolve(null);
  const params = { JWT: current } satisfies RouteParams<typeof refresh>;
  refreshing ??= send(refresh, current, { params })
    .then((body) => {
      const jwt = isEnvelopeOf(refresh, body) ? body.data.jwt : undefined;
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

function endStoredSession(): ApiError {
  clearToken();
  emitAuthEvent('expired');
  return new ApiError(401, ErrorCode.tokenExpired, msg.sessionExpired);
}

/** The session the request was sent in was already ended or replaced: nothing more to do. */
const staleSession = () => new ApiError(401, ErrorCode.tokenExpired, msg.sessionExpired);

/**
 * One request with the session's token: refreshed first when due, and once more on code 14. A
 * session error ends the session only while the token that got it is still the stored one: an
 * answer to a request sent before a sign-out, a password change or a new sign-in does not end
 * (nor announce the end of) the session that replaced it.
 */
async function request(route: ApiRoute, opts: RequestOptions): Promise<unknown> {
  const handle = opts.handleAuthErrors ?? true;
  let token = getToken();
  /** `used`: the token the failed request carried */
  const endSession = (used: string | null) =>
    getToken() === used ? endStoredSession() : staleSession();
  if (token && needsRefresh(token)) token = (await refreshToken()) ?? token;
  try {
    return await send(route, token, opts);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.code === ErrorCode.tokenExpired && token) {
      const fresh = await refreshToken();
      if (!fresh) throw handle ? endSession(token) : e;
      try {
        return await send(route, fresh, opts);
      } catch (retryError) {
        if (
          retryError instanceof ApiError &&
          retryError.code === ErrorCode.tokenExpired &&
          handle
        ) {
          throw endSession(fresh);
        }
        throw retryError;
      }
    }
    if (handle) {
      if (e.code === ErrorCode.blocked) emitAuthEvent('blocked');
      else if (e.code === ErrorCode.notValidated) emitAuthEvent('not-validated');
      else if (token && e.status === 401 && e.code !== null && SESSION_CODES.includes(e.code)) {
        throw endSession(token);
      }
    }
    throw e;
  }
}

/**
 * The parameters may be left out when the entry needs none. A route no contract entry was built
 * from cannot be called.
 */
type CallArgs<R extends ApiRoute> = [EntryOf<R>] extends [never]
  ? [noContractEntry: never]
  : Record<string, never> extends RouteParams<R>
    ? [params?: RouteParams<R>, options?: CallOptions]
    : [params: RouteParams<R>, options?: CallOptions];

/**
 * Calls one contract endpoint by its route (`apiCall(endpoints.getAllSucursales)`, routes from
 * `@turnos/contract/paths`): GET parameters go in the query string, the others as a JSON body;
 * resolves to the entry's `data` (the whole body for a 'plain' entry), typed by the contract.
 * Failures are `ApiError`s (api-error.ts).
 */
export async function apiCall<const R extends ApiRoute & { readonly envelope?: 'data' | 'plain' }>(
  route: R,
  ...[params, options = {}]: CallArgs<R>
): Promise<RouteData<R>> {
  const body = await request(route, { ...options, params });
  if (route.envelope === 'plain') {
    if (isPlainAnswerOf(route, body)) return body;
  } else if (isEnvelopeOf(route, body)) {
    return body.data;
  }
  throw unreadableAnswer();
}

/**
 * Downloads a file endpoint (envelope 'bytes', e.g. an appointment's .ics) with the session's
 * token, refreshed like any call; failures are the same `ApiError`s.
 */
export async function apiDownload<const R extends ApiRoute & { readonly envelope: 'bytes' }>(
  route: R,
  ...[params, options = {}]: CallArgs<R>
): Promise<Blob> {
  const body = await request(route, { ...options, params, blob: true });
  if (body instanceof Download) return body.file;
  throw unreadableAnswer();
}

/**
 * Sends a multipart form (a file upload, e.g. an import's CSV) to a contract endpoint with the
 * session's token, refreshed like any call; resolves to the entry's `data`, failures are the same
 * `ApiError`s with the server's Spanish message.
 */
export async function apiUpload<const R extends ApiRoute & { readonly envelope?: 'data' }>(
  route: R,
  form: FormData,
  options: CallOptions = {},
): Promise<RouteData<R>> {
  const body = await request(route, { ...options, form });
  if (isEnvelopeOf(route, body)) return body.data;
  throw unreadableAnswer();
}
