import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, type Role } from '@turnos/domain';
import { AppError } from './app-error';
import { parseParams, requestParams } from './params';
import { extractToken } from '../auth/extract-token';
import { authenticate, type AuthenticateOptions } from '../auth/authenticate';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../app-deps';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | readonly Role[];

export interface RouteContext<P, A extends Access> {
  params: P;
  /** the caller: always present on role routes; on public routes only when a valid token came */
  user: A extends 'public' ? AuthUser | null : AuthUser;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

export interface RouteSpec<S extends z.ZodType = z.ZodType, A extends Access = Access> {
  method: Method | readonly Method[];
  /** full path, e.g. '/wp-json/turnos/v1/crear-sucursal' */
  path: string;
  /** who may call it, declared next to the path (contract §4 roles) */
  roles: A;
  auth?: AuthenticateOptions;
  params: S;
  handler(ctx: RouteContext<z.output<S>, A>): Promise<unknown>;
}

/** Keeps the literal role list while checking the handler's types. */
export function defineRoute<S extends z.ZodType, const A extends Access>(
  spec: RouteSpec<S, A>,
): RouteSpec<S, A> {
  return spec;
}

export const TURNOS = '/wp-json/turnos/v1';
export const JWT_LOGIN = '/wp-json/simple-jwt-login/v1';

/** Every registered route, for the generated access-control tests. */
export const registeredRoutes: RouteSpec[] = [];

async function resolveCaller(spec: RouteSpec, req: FastifyRequest, deps: AppDeps) {
  const token = extractToken(req);
  if (spec.roles === 'public') {
    if (!token) return null;
    return authenticate(deps.db, deps.jwt, token, spec.auth).catch(() => null);
  }
  if (!token) throw new AppError(ErrorCode.tokenMissing);
  const user = await authenticate(deps.db, deps.jwt, token, spec.auth);
  if (!spec.roles.some((role) => user.roles.includes(role)))
    throw new AppError(ErrorCode.forbidden);
  return user;
}

export function registerRoutes(app: FastifyInstance, deps: AppDeps, specs: readonly RouteSpec[]) {
  for (const spec of specs) {
    registeredRoutes.push(spec);
    app.route({
      method: typeof spec.method === 'string' ? spec.method : [...spec.method],
      url: spec.path,
      handler: async (req, reply) => {
        const user = await resolveCaller(spec, req, deps);
        const params = parseParams(spec.params, requestParams(req));
        const result = await spec.handler({ params, user: user as AuthUser, req, reply, deps });
        return reply.sent ? reply : result;
      },
    });
  }
}

/** `{"success": true, "data": ...}` */
export const ok = <T>(data: T) => ({ success: true as const, data });
