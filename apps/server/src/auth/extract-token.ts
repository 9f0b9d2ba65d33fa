import type { FastifyRequest } from 'fastify';
import { requestParams } from '../http/params';

/** `Authorization: Bearer` first, then a `JWT` parameter (query or body, any case). */
export function extractToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const params = requestParams(req);
  for (const [name, value] of Object.entries(params)) {
    if (name.toLowerCase() === 'jwt' && typeof value === 'string' && value) return value;
  }
  return null;
}
