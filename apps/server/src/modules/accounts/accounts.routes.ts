import { z } from 'zod';
import { ErrorCode, emailSchema } from '@turnos/domain';
import { AppError } from '../../http/app-error';
import { JWT_LOGIN, defineRoute, ok, type RouteSpec } from '../../http/route';
import { anyText } from '@turnos/contract/params';
import { extractToken } from '../../auth/extract-token';
import { authenticate } from '../../auth/authenticate';
import {
  assertAuthKey,
  describeSession,
  login,
  refresh,
  requestPasswordReset,
  resetPassword,
  revoke,
} from './accounts.service';
import { registerClient } from './registration.service';
import { sameOriginTarget } from './redirect-target';

const tokenOf = (req: Parameters<typeof extractToken>[0]) => {
  const token = extractToken(req);
  if (!token) throw new AppError(ErrorCode.tokenMissing);
  return token;
};

/** Flat urlencoded `user_meta[celular]` or a JSON object: both read as one object. */
const userMeta = (params: Record<string, unknown>) => {
  const meta = params.user_meta;
  if (typeof meta === 'object' && meta !== null) return meta as Record<string, unknown>;
  if (typeof meta === 'string') {
    try {
      return JSON.parse(meta) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(
    Object.entries(params)
      .map(([k, v]) => [/^user_meta\[(\w+)\]$/.exec(k)?.[1], v] as const)
      .filter((e): e is readonly [string, unknown] => e[0] !== undefined),
  );
};

export const accountRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: `${JWT_LOGIN}/auth`,
    roles: 'public',
    params: z.object({
      email: emailSchema,
      password: anyText(200),
      AUTH_KEY: z.string().optional(),
    }),
    async handler({ params, req, deps }) {
      assertAuthKey(deps, params.AUTH_KEY);
      return ok({ jwt: await login(deps, params.email, params.password, req.ip) });
    },
  }),
  defineRoute({
    method: ['GET', 'POST'],
    path: `${JWT_LOGIN}/auth/validate`,
    roles: ['cliente', 'peluquero', 'peluadmin'],
    params: z.object({}),
    async handler({ user, deps }) {
      return ok(describeSession(deps, user));
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${JWT_LOGIN}/auth/refresh`,
    roles: 'public',
    params: z.object({}),
    async handler({ req, deps }) {
      return ok({ jwt: await refresh(deps, tokenOf(req)) });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${JWT_LOGIN}/auth/revoke`,
    roles: 'public',
    params: z.object({}),
    async handler({ req, deps }) {
      const token = tokenOf(req);
      await revoke(deps, token);
      return { success: true, message: 'Token was revoked.', data: { jwt: [token] } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${JWT_LOGIN}/autologin`,
    roles: 'public',
    params: z.object({ redirectUrl: z.string().max(2000).optional() }),
    async handler({ params, req, reply, deps }) {
      const token = tokenOf(req);
      await authenticate(deps.db, deps.jwt, token);
      const target = sameOriginTarget(params.redirectUrl, deps.config.publicUrl);
      return reply.redirect(`${target}#jwt=${encodeURIComponent(token)}`, 302);
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${JWT_LOGIN}/users`,
    roles: 'public',
    params: z.looseObject({ AUTH_KEY: z.string().optional() }),
    async handler({ params, req, deps }) {
      assertAuthKey(deps, params.AUTH_KEY);
      const meta = userMeta(params);
      const nombre = meta.nombre ?? params.display_name;
      const user = await registerClient(
        deps,
        { email: params.email, password: params.password, nombre, celular: meta.celular },
        req.ip,
      );
      return {
        success: true,
        id: user.id,
        message: 'User was successfully created.',
        user: {
          ID: user.id,
          user_email: user.email,
          display_name: user.displayName,
          user_status: '0',
        },
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${JWT_LOGIN}/user/reset_password`,
    roles: 'public',
    params: z.object({ email: emailSchema }),
    async handler({ params, req, deps }) {
      await requestPasswordReset(deps, params.email, req.ip);
      return {
        success: true,
        message:
          'Si el correo está registrado, te enviamos un código para cambiar la contraseña. Revisá tu bandeja de entrada.',
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${JWT_LOGIN}/user/reset_password`,
    roles: 'public',
    params: z.object({
      email: emailSchema,
      new_password: anyText(200),
      code: z.coerce.string().max(20).optional(),
    }),
    async handler({ params, req, deps }) {
      await resetPassword(
        deps,
        {
          email: params.email,
          newPassword: params.new_password,
          code: params.code,
          token: params.code ? null : extractToken(req),
        },
        req.ip,
      );
      return { success: true, message: 'User Password has been changed.' };
    },
  }),
];
