import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from './app-error';

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query and body merged, body winning (WordPress semantics). */
export function requestParams(req: FastifyRequest): Dict {
  const query = isDict(req.query) ? req.query : {};
  const body = isDict(req.body) ? req.body : {};
  return { ...query, ...body };
}

/** Validates with a zod schema; the first bad field's Spanish message becomes a 1003. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Solicitud incorrecta');
  return result.data;
}
