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
import {
  authenticate,
  callerFrom,
  callerRecord,
  verifyToken,
  type AuthenticateOptions,
  type CallerRecord,
} from '../auth/authenticate';
import { sessionOf, type TokenClaims } from '../auth/jwt';
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

/**
 * A role route's caller whose row the handler reads in its own first statement (ADR 0106): the
 * token is verified, the row is not read yet. `settle` answers exactly what authentication
 * answers for that row (then the route's roles); `read` reads it on its own, as every route does.
 */
export interface PendingCaller {
  /** the verified token's user and session, what `callerColumns` reads the row by */
  userId: number;
  session: string;
  /** the caller from its row (none: no such user), or authentication's answer */
  settle(row: CallerRecord | undefined): Promise<AuthUser>;
  /** the caller read in a statement of its own */
  read(): Promise<AuthUser>;
}

export interface CallerReadingContext<P> {
  params: P;
  caller: PendingCaller;
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
  /**
   * a role route whose handler reads the caller in its own first statement (ADR 0106); `handler`
   * runs it with a caller already read
   */
  readsCaller?(ctx: CallerReadingContext<z.output<S>>): Promise<unknown>;
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
  impl:
    | {
        auth?: AuthenticateOptions;
        handler(ctx: RouteContext<z.output<P>, A>): Promise<Answer<D, V>>;
      }
    | {
        auth?: AuthenticateOptions;
        /** the handler reads the caller in its first statement (ADR 0106); role routes only */
        readsCaller(ctx: CallerReadingContext<z.output<P>>): Promise<Answer<D, V>>;
      },
): RouteSpec<P, A> {
  const common = {
    method: endpoint.method,
    path: endpointPath(endpoint),
    roles: endpoint.roles,
    params: endpoint.params,
    ...(impl.auth ? { auth: impl.auth } : {}),
    endpoint,
  };
  if ('handler' in impl) return { ...common, handler: impl.handler };
  const { readsCaller } = impl;
  return {
    ...common,
    readsCaller,
    handler: ({ user, ...ctx }) => readsCaller({ ...ctx, caller: readCaller(user) }),
  };
}

/** A caller already read (on a public route: none) as a pending one. */
function readCaller(user: AuthUser | null): PendingCaller {
  const known = () =>
    user ? Promise.resolve(user) : Promise.reject(new AppError(ErrorCode.tokenMissing));
  return { userId: user?.id ?? 0, session: '', settle: known, read: known };
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
  return established(req, () => authenticate(deps.db, deps.jwt, token, spec.auth));
}

async function established<T>(req: FastifyRequest, authentication: () => Promise<T>) {
  try {
    return await authentication();
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
  return withRole(spec, await caller(spec, req, deps, token));
}

function withRole(spec: RouteSpec, user: AuthUser) {
  if (spec.roles !== 'public' && !spec.roles.some((role) => user.roles.includes(role)))
    throw new AppError(ErrorCode.forbidden);
  return user;
}

/**
 * A role route whose handler reads the caller in its first statement (ADR 0106), with every
 * answer of authentication as on any route, in the same order: no token, a bad token, then —
 * before bad parameters or anything the handler answers — a revoked token, a gone, blocked or
 * unvalidated user, another role; a database failing while the caller is read is a 503, logged.
 * The token is verified here; when the parameters are bad, or the handler answers anything
 * before its first statement settled the caller, the caller is read on its own first and its
 * answer wins. A handler that answers without settling the caller is a bug (500).
 */
async function runReadingCaller(
  spec: RouteSpec,
  readsCaller: NonNullable<RouteSpec['readsCaller']>,
  req: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
) {
  const token = extractToken(req);
  if (spec.roles === 'public' || !token) {
    const user = await resolveCaller(spec, req, deps);
    const params = parseParams(spec.params, requestParams(req));
    return spec.handler({ params, user, req, reply, deps });
  }
  const claims: TokenClaims = await established(req, () => verifyToken(deps.jwt, token, spec.auth));
  let params: unknown;
  try {
    params = parseParams(spec.params, requestParams(req));
  } catch (err) {
    await resolveCaller(spec, req, deps);
    throw err;
  }
  let settled = false;
  const settle = async (row: CallerRecord | undefined) => {
    settled = true;
    const user = await established(req, () => callerFrom(deps.db, token, claims, row, spec.auth));
    return withRole(spec, user);
  };
  const pending: PendingCaller = {
    userId: claims.id,
    session: sessionOf(claims),
    settle,
    read: async () => {
      settled = true;
      return settle(await established(req, () => callerRecord(deps.db, claims)));
    },
  };
  let result: unknown;
  try {
    result = await readsCaller({ params, caller: pending, req, reply, deps });
  } catch (err) {
    // answered before the caller was read: the caller's own answer comes first, as on any route
    if (!settled) await resolveCaller(spec, req, deps);
    throw err;
  }
  if (!settled) throw new Error(`${spec.path} answered without reading its caller`);
  return result;
}

export function registerRoutes(app: FastifyInstance, deps: AppDeps, specs: readonly RouteSpec[]) {
  for (const spec of specs) {
    registeredRoutes.push(spec);
    app.route({
      method: typeof spec.method === 'string' ? spec.method : [...spec.method],
      url: spec.path,
      config: { endpoint: spec.endpoint },
      handler: async (req, reply) => {
        if (spec.readsCaller) {
          const answer = await runReadingCaller(spec, spec.readsCaller, req, reply, deps);
          return reply.sent ? reply : answer;
        }
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
