import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from './app-error';
import { scalarFieldsOf } from './scalar-fields';

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query and body merged, body winning (WordPress semantics). */
export function requestParams(req: FastifyRequest): Dict {
  const query = isDict(req.query) ? req.query : {};
  const body = isDict(req.body) ? req.body : {};
  return { ...query, ...body };
}

/** The first declared single-value field that was sent an array or an object, if any. */
function structuredInScalarField(schema: z.ZodType, params: unknown): string | undefined {
  if (!isDict(params)) return undefined;
  for (const key of scalarFieldsOf(schema)) {
    const v = params[key];
    if (typeof v === 'object' && v !== null) return key;
  }
  return undefined;
}

/** The first key path (field name) holding a string with a NUL byte, if any. */
function nulPath(v: unknown, path: string): string | undefined {
  if (typeof v === 'string') return v.includes('\u0000') ? path : undefined;
  if (Array.isArray(v)) {
    for (const x of v) {
      const found = nulPath(x, path);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isDict(v)) {
    for (const [k, x] of Object.entries(v)) {
      const name = path || k;
      if (k.includes('\u0000')) return name;
      const found = nulPath(x, name);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Zod's own texts are English ('Invalid input: expected string, received number'); a field whose
 * schema sets no message of its own gets this Spanish one instead.
 */
const spanishFallback = (issue: { path?: PropertyKey[]; input?: unknown }) => {
  const field = issue.path?.length ? String(issue.path[0]) : undefined;
  if (!field) return 'Solicitud incorrecta';
  return issue.input === undefined || issue.input === null
    ? `El parámetro ${field} es obligatorio.`
    : `El parámetro ${field} es inválido.`;
};

/**
 * Validates with a zod schema; the first bad field's Spanish message becomes a 1003. A NUL byte
 * in any string is refused here for every route (PostgreSQL cannot store it: 22021 would be a 500),
 * and so is an array or object in a field declared as a single value (`?id=1&id=2`, `{"id":[1]}`),
 * which `z.coerce.string()` would otherwise read as '1,2' or '[object Object]'.
 */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const structured = structuredInScalarField(schema, params);
  if (structured !== undefined) throw invalid(`El parámetro ${structured} es inválido.`);
  const nul = nulPath(params, '');
  if (nul !== undefined) {
    throw invalid(
      nul
        ? `El parámetro ${nul} contiene caracteres no permitidos.`
        : 'La solicitud contiene caracteres no permitidos.',
    );
  }
  const result = schema.safeParse(params, { error: spanishFallback });
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Solicitud incorrecta');
  return result.data;
}
