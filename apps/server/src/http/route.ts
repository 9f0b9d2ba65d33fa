import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@turnos/domain';
import {
  endpointPath,
  type Access,
  type Endpoint,
  type Envelope,
  type Method,
} from '@turnos/contract';
import { AppError, serviceUnavailable } from './app-error';
import { parseParams, requestParams } from './params';
import { extractToken } from '../auth/extract-token';
import { authenticate, type AuthenticateOptions } from '../auth/authenticate';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../app-deps';

export type { Access, Method };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract entry a route was registered from (the tests check its answers against it) */
    endpoint?: Endpoint;
  }
}

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
  /** the contract entry this route implements; its answers follow `endpoint.data` */
  endpoint: Endpoint;
}

/**
 * What a contract route's handler answers: the success envelope, or the reply it sent itself
 * (the only answer of a 'bytes' or 'redirect' entry).
 */
export type Answer<D extends z.ZodType, V extends Envelope = 'data'> = V extends
  'bytes' | 'redirect'
  ? FastifyReply
  : (V extends 'plain' ? z.output<D> : { success: true; data: z.output<D> }) | FastifyReply;

/**
 * A route registered from its contract entry (packages/contract), the only way a route is
 * declared: path, method, roles and params come from the entry, so they are declared once; the
 * handler's answer is typed by its `data`.
 */
export function routeFrom<
  P extends z.ZodType,
  D extends z.ZodType,
  const A extends Access,
  V extends Envelope,
>(
  endpoint: Endpoint<P, D, A, V>,
  impl: {
    auth?: AuthenticateOptions;
    handler(ctx: RouteContext<z.output<P>, A>): Promise<Answer<D, V>>;
  },
): RouteSpec<P, A> {
  return {
    method: endpoint.method,
    path: endpointPath(endpoint),
    roles: endpoint.roles,
    params: endpoint.params,
    ...(impl.auth ? { auth: impl.auth } : {}),
    handler: impl.handler,
    endpoint,
  };
}

export const TURNOS = '/wp-json/turnos/v1';

/** Every registered route, for the generated access-control tests. */
export const registeredRoutes: RouteSpec[] = [];

/**
 * The token's user. A token the contract refuses is an AppError (401/403); anything else — the
 * database failing while the user is read — is logged and answered 503: a caller that cannot be
 * established is neither anonymous nor refused (ADR 0096).
 */
async function caller(spec: RouteSpec, req: FastifyRequest, deps: AppDeps, token: string) {
  try {
    return await authenticate(deps.db, deps.jwt, token, spec.auth);
  } catch (err) {
    if (err instanceof AppError) throw err;
    req.log.error({ err }, 'authentication failed: the database did not answer');
    throw serviceUnavailable();
  }
}

async function resolveCaller(spec: RouteSpec, req: FastifyRequest, deps: AppDeps) {
  const token = extractToken(req);
  if (spec.roles === 'public') {
    if (!token) return null;
    // a bad, expired or revoked token on a public page is a visitor; an unavailable database is not
    return caller(spec, req, deps, token).catch((err: unknown) => {
      if (err instanceof AppError && err.status < 500) return null;
      throw err;
    });
  }
  if (!token) throw new AppError(ErrorCode.tokenMissing);
  const user = await caller(spec, req, deps, token);
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
      config: { endpoint: spec.endpoint },
      handler: async (req, reply) => {
        const user = await resolveCaller(spec, req, deps);
        const params = parseParams(spec.params, requestParams(req));
        const result = await spec.handler({ params, user: user, req, reply, deps });
        return reply.sent ? reply : result;
      },
    });
  }
}

/** `{"success": true, "data": ...}` */
export const ok = <T>(data: T) => ({ success: true as const, data });
