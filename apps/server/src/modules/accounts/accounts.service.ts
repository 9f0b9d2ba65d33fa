import { ErrorCode, newPasswordSchema } from '@turnos/domain';
import { AppError, invalid } from '../../http/app-error';
import { parseParams } from '../../http/params';
import type { AppDeps } from '../../app-deps';
import { REFRESH_WINDOW_SECONDS, hashToken } from '../../auth/jwt';
import { authenticate } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/auth-user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { LIMITS, assertUnderLimit, consumeAttempt, recordHit } from '../../auth/rate-limit';
import { revokedTokens } from '../../db/schema';
import { getUserByEmail, updateUser } from '../users/users.queries';
import { consumeCode, issueCode } from './one-time-codes';
import { sendResetMail } from './account-mails';

const DAY_MS = 86_400_000;
const nowSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function assertAuthKey(deps: AppDeps, given: string | undefined) {
  if (deps.config.authKey && given !== deps.config.authKey) {
    throw new AppError(ErrorCode.forbidden, 'AUTH_KEY inválida.');
  }
}

export async function login(deps: AppDeps, email: string, password: string, ip: string) {
  const now = deps.clock();
  const keys = [`ip:${ip}`, `email:${email.toLowerCase()}`];
  await assertUnderLimit(deps.db, LIMITS.loginFailures, keys, now);
  const user = await getUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordOk) {
    await recordHit(deps.db, LIMITS.loginFailures, keys, now);
    throw new AppError(ErrorCode.wrongCredentials);
  }
  if (user.blocked) throw new AppError(ErrorCode.blocked);
  if (!user.validated) throw new AppError(ErrorCode.notValidated);
  return deps.jwt.sign(user, user.tokensValidAfter);
}

export function describeSession(deps: AppDeps, user: AuthUser) {
  return {
    user: {
      ID: user.id,
      display_name: user.displayName,
      nombre_completo: user.nombre,
      user_email: user.email,
      user_status: user.validated ? '1' : '0',
      user_is_blocked: user.blocked ? '1' : '0',
    },
    roles: user.roles,
    jwt: [
      {
        token: user.token,
        payload: user.claims,
        expire_in: Math.max(0, user.claims.exp - nowSeconds(deps.clock())),
      },
    ],
  };
}

export async function refresh(deps: AppDeps, token: string) {
  const user = await authenticate(deps.db, deps.jwt, token, { allowExpired: true });
  // never earlier than the token it replaces (tokens before a password change stay refused)
  return deps.jwt.sign(user, user.claims.iat);
}

/** Stores the token's hash until it could no longer be refreshed; a second revoke answers 0. */
export async function revoke(deps: AppDeps, token: string) {
  const claims = await deps.jwt.verify(token, { allowExpiredWithinRefreshWindow: true });
  const expiresAt = new Date((claims.exp + REFRESH_WINDOW_SECONDS) * 1000);
  const inserted = await deps.db
    .insert(revokedTokens)
    .values({ tokenHash: hashToken(token), expiresAt })
    .onConflictDoNothing()
    .returning({ h: revokedTokens.tokenHash });
  if (inserted.length === 0)
    throw new AppError(ErrorCode.tokenGeneric, 'El token ya fue revocado.');
}

export async function requestPasswordReset(deps: AppDeps, email: string, ip: string) {
  const now = deps.clock();
  await consumeAttempt(deps.db, LIMITS.passwordReset, [`ip:${ip}`], now);
  const user = await getUserByEmail(deps.db, email);
  if (!user || user.blocked) return;
  const code = await issueCode(deps.db, user.id, 'reset', DAY_MS, now);
  await sendResetMail(deps, { email: user.email, nombre: user.nombre }, code);
}

export async function resetPassword(
  deps: AppDeps,
  input: { email: string; newPassword: string; code?: string; token?: string | null },
  ip: string,
) {
  const now = deps.clock();
  await consumeAttempt(deps.db, LIMITS.passwordReset, [`ip:${ip}`], now);
  const password = parseParams(newPasswordSchema, input.newPassword);
  const user = await getUserByEmail(deps.db, input.email);
  let proven = false;
  if (input.code) {
    proven = user
      ? (await consumeCode(deps.db, 'reset', input.code, now, user.id)) === user.id
      : false;
    if (!proven) throw new AppError(ErrorCode.badResetCode);
  } else if (input.token) {
    const caller = await authenticate(deps.db, deps.jwt, input.token);
    if (!user || caller.id !== user.id) throw new AppError(ErrorCode.forbidden);
  } else {
    throw invalid('Debe indicar el código recibido por correo.');
  }
  if (!user) throw new AppError(ErrorCode.badResetCode);
  await updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(password),
    tokensValidAfter: nowSeconds(now) + 1,
    // the e-mailed code proves the address, like the validation link does
    ...(proven ? { validated: true } : {}),
  });
}
