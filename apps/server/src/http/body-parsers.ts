import type { FastifyInstance } from 'fastify';
import { invalid } from './app-error';
import { isWellEncodedForm, strictUtf8 } from './encoding';

/**
 * Deepest JSON nesting any route reads is 2 (`user_meta`, the payment notification's `data`);
 * this leaves room and keeps every recursive walk (ours, zod's, the logger's) far from the stack
 * limit: 20,000 levels used to be a 500.
 */
export const MAX_JSON_DEPTH = 32;

const NOT_UTF8 = 'El contenido enviado no es texto UTF-8 válido.';
const TOO_DEEP = 'El contenido enviado tiene demasiados niveles de anidamiento.';
const BAD_FORM = 'El contenido enviado está mal codificado.';
export const BAD_CHARSET = 'El contenido enviado debe estar codificado en UTF-8.';

const UTF8_NAMES = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Every body is read as UTF-8: a `charset` parameter naming anything else (or nothing, or an
 * unknown name) is refused rather than read as if it were UTF-8. No parameter: UTF-8.
 */
export function declaresOnlyUtf8(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  for (const param of contentType.split(';').slice(1)) {
    const eq = param.indexOf('=');
    const name = (eq < 0 ? param : param.slice(0, eq)).trim().toLowerCase();
    if (name !== 'charset') continue;
    const raw = eq < 0 ? '' : param.slice(eq + 1).trim();
    const value = (/^"(.*)"$/.exec(raw)?.[1] ?? raw).toLowerCase();
    if (!UTF8_NAMES.has(value)) return false;
  }
  return true;
}

/** Nesting depth of a JSON text, without parsing it (strings skipped, escapes honoured). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** `k=v&k=v` → fields; a repeated key becomes an array (refused later for single-value fields). */
function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<
    string,
    string | string[]
  >;
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/**
 * The bodies the API reads: JSON (valid UTF-8, at most MAX_JSON_DEPTH levels, then Fastify's own
 * parser with its prototype-poisoning checks) and urlencoded forms (valid UTF-8 and
 * percent-encoding), both declared UTF-8 or undeclared. Every other type — text/plain included — is refused (415 → 400 envelope);
 * multipart is registered only where the logo is uploaded.
 */
export function registerBodyParsers(app: FastifyInstance) {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    if (!declaresOnlyUtf8(req.headers['content-type']))
      return done(invalid(BAD_CHARSET), undefined);
    const bytes = body as Buffer;
    const text = strictUtf8(bytes);
    if (text === undefined) return done(invalid(NOT_UTF8), undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(invalid(TOO_DEEP), undefined);
    // callback style: it answers through `done`
    void defaultJson(req, text, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (req, body, done) => {
      if (!declaresOnlyUtf8(req.headers['content-type']))
        return done(invalid(BAD_CHARSET), undefined);
      const text = strictUtf8(body as Buffer);
      if (text === undefined) return done(invalid(NOT_UTF8), undefined);
      if (!isWellEncodedForm(text)) return done(invalid(BAD_FORM), undefined);
      done(null, parseForm(text));
    },
  );
}
