import { SECRET_OPTIONS, isOptionName } from '@turnos/domain';

/**
 * What never reaches a log line (issue 14, docs/security.md): passwords, tokens, reset codes,
 * validation tokens and secret option values, wherever a request carried them. Request lines
 * keep their path and the names of their parameters; the values of secret ones are replaced.
 */
export const REDACTED = '[REDACTED]';

/** Parameter names whose value is secret on every route (compared lowercased). */
const SECRET_NAMES = new Set([
  'jwt',
  'code',
  'token',
  'password',
  'new_password',
  'password_actual',
  'apikey',
  'api_key',
  'auth_key',
  'authorization',
  'access_token',
  'refresh_token',
]);

/** Also any name that says what it holds: `…password…`, `…token…`, `…secret…`. */
const isSecretName = (name: string) => {
  const n = name.toLowerCase().replace(/\[\]$/, '');
  return SECRET_NAMES.has(n) || /password|token|secret|jwt/.test(n);
};

/** A JWT anywhere (three base64url parts, the first a JSON header: `eyJ…`). */
const JWT_SHAPE = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const BEARER = /\b(bearer\s+)\S+/gi;
/** `name=value` for a secret name inside free text (a URL in a message, a redirect target). */
const SECRET_PAIR =
  /(^|[?&#;,\s"'])((?:jwt|code|token|apikey|api_key|auth_key|access_token|refresh_token|[\w-]*(?:password|secret)[\w-]*))=([^&#\s"',;]*)/gi;
/** The values of a failed database statement (`Failed query: …\nparams: …`). */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** Removes anything secret-looking from a piece of text. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `\nparams: ${REDACTED}`)
    .replace(JWT_SHAPE, REDACTED)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(SECRET_PAIR, `$1$2=${REDACTED}`);
}

/** decodeURIComponent that never throws (bad encodings stay as they came). */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** A value decoded as often as it was encoded (a redirect target inside a parameter). */
function fullyDecoded(s: string): string {
  let current = s;
  for (let i = 0; i < 4; i++) {
    const next = safeDecode(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** A parameter name as the value it carries: `valor`, `VALOR`, `valor[]`, `valor[0]` → `valor`. */
const baseName = (name: string) => name.toLowerCase().replace(/(\[[^\]]*\])+$/, '');

export interface RedactUrlOptions {
  /**
   * The request may carry a body, whose fields win over the query's (contract §1): the option
   * the server will resolve cannot be read from the URL, so `valor` is never shown.
   */
  bodyMayFollow?: boolean;
}

/**
 * A request URL fit for a log: the value of every secret parameter replaced; any other value
 * that hides a token or a secret pair (a redirect URL carrying `?code=`) replaced whole; and
 * `valor` (in any case or array spelling) replaced unless the option the SERVER resolves is known
 * from the URL alone and is not secret (issue 28.10): no body that could override it, exactly one
 * `opcion` parameter spelled as the server reads it, naming a non-secret option. Never throws,
 * whatever the encoding.
 */
export function redactUrl(url: string, opts: RedactUrlOptions = {}): string {
  const at = url.indexOf('?');
  if (at < 0) return scrubText(url);
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0
        ? { raw: pair, name: safeDecode(pair), value: undefined }
        : { raw: pair, name: safeDecode(pair.slice(0, eq)), value: pair.slice(eq + 1) };
    });
  // what the route reads: the one key spelled exactly `opcion` (a repeated one is an array, refused)
  const opciones = pairs.filter((p) => p.name === 'opcion');
  const only = opciones.length === 1 ? opciones[0] : undefined;
  const opcionName = only?.value === undefined ? '' : safeDecode(only.value);
  const opcionIsPublic =
    !opts.bodyMayFollow && isOptionName(opcionName) && !isSecretOption(opcionName);
  const redacted = pairs.map(({ raw, name, value }) => {
    if (value === undefined) return baseName(name) === 'valor' ? REDACTED : scrubText(raw);
    const rawName = raw.slice(0, raw.indexOf('='));
    const secret = isSecretName(name) || (baseName(name) === 'valor' && !opcionIsPublic);
    if (secret) return `${rawName}=${REDACTED}`;
    const decoded = fullyDecoded(value);
    return scrubText(decoded) === decoded ? raw : `${rawName}=${REDACTED}`;
  });
  return `${scrubText(url.slice(0, at))}?${redacted.join('&')}`;
}

/** A secret option, known or named like one (the webhook secret, any future key). */
const isSecretOption = (name: string) =>
  SECRET_OPTIONS.includes(name) || /token|secret|key|password/i.test(name);

/** Keys never copied from an error into a log: the data a failed statement or request held. */
const DROPPED_KEYS = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'rawPacket',
  'headers',
  'body',
  'payload',
  'input',
  'config',
  'request',
  'response',
  'cookies',
]);

/** A serialized error (or anything inside one) with every secret-looking thing removed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => scrubValue(v, depth + 1));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (DROPPED_KEYS.has(key)) continue;
    out[key] = isSecretName(key) && key !== 'code' ? REDACTED : scrubValue(v, depth + 1);
  }
  return out;
}
