import { ErrorCode } from '@turnos/domain';
import {
  authLogin,
  authRefresh,
  authRevoke,
  authValidate,
  autologin,
  resetPasswordChange,
  resetPasswordRequest,
  usersRegister,
} from '@turnos/contract';
import { AppError } from '../../http/app-error';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
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
  routeFrom(authLogin, {
    async handler({ params, req, deps }) {
      assertAuthKey(deps, params.AUTH_KEY);
      return ok({ jwt: await login(deps, params.email, params.password, req.ip) });
    },
  }),
  routeFrom(authValidate, {
    handler({ user, deps }) {
      return Promise.resolve(ok(describeSession(deps, user)));
    },
  }),
  routeFrom(authRefresh, {
    async handler({ req, deps }) {
      return ok({ jwt: await refresh(deps, tokenOf(req)) });
    },
  }),
  routeFrom(authRevoke, {
    async handler({ req, deps }) {
      const token = tokenOf(req);
      await revoke(deps, token);
      return {
        success: true as const,
        message: 'Token was revoked.' as const,
        data: { jwt: [token] },
      };
    },
  }),
  routeFrom(autologin, {
    async handler({ params, req, reply, deps }) {
      const token = tokenOf(req);
      await authenticate(deps.db, deps.jwt, token);
      const target = sameOriginTarget(params.redirectUrl, deps.config.publicUrl);
      return reply.redirect(`${target}#jwt=${encodeURIComponent(token)}`, 302);
    },
  }),
  routeFrom(usersRegister, {
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
        success: true as const,
        id: user.id,
        message: 'User was successfully created.' as const,
        user: {
          ID: user.id,
          user_email: user.email,
          display_name: user.displayName,
          user_status: '0' as const,
        },
      };
    },
  }),
  routeFrom(resetPasswordRequest, {
    async handler({ params, req, deps }) {
      await requestPasswordReset(deps, params.email, req.ip);
      return {
        success: true as const,
        message:
          'Si el correo está registrado, te enviamos un código para cambiar la contraseña. Revisá tu bandeja de entrada.',
      };
    },
  }),
  routeFrom(resetPasswordChange, {
    async handler({ params, req, deps }) {
      await resetPassword(
        deps,
        {
          email: params.email,
          newPassword: params.new_password,
          code: params.code,
          token: params.code ? null : extractToken(req),
          currentPassword: params.password_actual,
        },
        req.ip,
      );
      return { success: true, message: 'User Password has been changed.' } as const;
    },
  }),
];
