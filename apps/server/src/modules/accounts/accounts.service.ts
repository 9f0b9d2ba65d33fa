import { toWireFlag } from '@turnos/contract';
import { ErrorCode, newPasswordSchema } from '@turnos/domain';
import { AppError, invalid } from '../../http/app-error';
import { parseParams } from '../../http/params';
import type { AppDeps } from '../../app-deps';
import { REFRESH_WINDOW_SECONDS, TOKEN_TTL_SECONDS, sessionOf } from '../../auth/jwt';
import { authenticate } from '../../auth/authenticate';
import type { AuthUser } from '../../auth/auth-user';
import { assertCurrentPassword } from '../../auth/current-password';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { cutEveryToken } from '../../auth/token-cutoff';
import { LIMITS, consumeAttempt, emailKey, takeAttempt } from '../../auth/rate-limit';
import { tokenRevocations } from '../../db/schema';
import { getUserByEmail, updateUser } from '../../auth/users.queries';
import { issueCode, tryResetCode } from './one-time-codes';
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
  // counted before the password is checked, atomically: a parallel burst checks at most `max`
  const attempt = await takeAttempt(deps.db, LIMITS.loginFailures, keys, now);
  const user = await getUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordOk) throw new AppError(ErrorCode.wrongCredentials);
  // only failures count
  await attempt.giveBack();
  if (user.blocked) throw new AppError(ErrorCode.blocked);
  if (!user.validated) throw new AppError(ErrorCode.notValidated);
  // a new session, under the generation just read: a block or password change committed after
  // this read still cuts it (ADR 0085)
  return deps.jwt.sign(user);
}

export function describeSession(deps: AppDeps, user: AuthUser) {
  return {
    user: {
      ID: user.id,
      display_name: user.displayName,
      nombre_completo: user.name,
      user_email: user.email,
      user_status: toWireFlag(user.validated),
      user_is_blocked: toWireFlag(user.blocked),
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
  // the same session and generation, never earlier than the token it replaces: a revoke or a
  // block committed while this runs ends the new token too (ADR 0085)
  return deps.jwt.sign(user, user.claims);
}

/**
 * How long an ended session is remembered: every token of it was issued by now (a refresh racing
 * the revoke: within moments), so none expires later than now + 24 h nor refreshes after another
 * 7 days; an hour more for clocks and slow requests.
 */
const ENDED_SESSION_KEPT_MS = (TOKEN_TTL_SECONDS + REFRESH_WINDOW_SECONDS + 3600) * 1000;

/**
 * Ends the token's session — the token, the tokens it was refreshed from and any refreshed from
 * them (contract §3, ADR 0085) — by storing its id; a second revoke of any of them answers 0. The
 * user's other sessions (other logins) go on.
 */
export async function revoke(deps: AppDeps, token: string) {
  const claims = await deps.jwt.verify(token, { allowExpiredWithinRefreshWindow: true });
  const expiresAt = new Date(deps.clock().getTime() + ENDED_SESSION_KEPT_MS);
  const inserted = await deps.db
    .insert(tokenRevocations)
    .values({ sessionId: sessionOf(claims), expiresAt })
    .onConflictDoNothing()
    .returning({ sessionId: tokenRevocations.sessionId });
  if (inserted.length === 0)
    throw new AppError(ErrorCode.tokenGeneric, 'El token ya fue revocado.');
}

/**
 * The request does the same for every e-mail — count the attempt, queue the work — and answers;
 * looking the account up, issuing the code and mailing it happen after the answer left, so
 * neither its timing nor a mail failure tells whether the e-mail has an account (ADR 0005).
 * Counted per client address and per e-mail address (5 an hour, known or not: ADR 0084).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string) {
  const now = deps.clock();
  await consumeAttempt(deps.db, LIMITS.passwordReset, [`ip:${ip}`], now);
  await consumeAttempt(deps.db, LIMITS.mailsPerAddress, [emailKey(email)], now);
  deps.afterResponse.run('reset-code', () => sendResetCode(deps, email, now));
}

async function sendResetCode(deps: AppDeps, email: string, now: Date) {
  const user = await getUserByEmail(deps.db, email);
  if (!user || user.blocked) return;
  const code = await issueCode(deps.db, user.id, 'reset', DAY_MS, now);
  await sendResetMail(deps, { email: user.email, nombre: user.name }, code);
}

/**
 * With the e-mailed code, or with a token of that same user together with their current password
 * (`password_actual`: a token alone never changes a password, contract §3). Every earlier token
 * of the user stops working.
 */
export async function resetPassword(
  deps: AppDeps,
  input: {
    email: string;
    newPassword: string;
    code?: string;
    token?: string | null;
    currentPassword?: string;
  },
  ip: string,
) {
  const now = deps.clock();
  await consumeAttempt(deps.db, LIMITS.passwordReset, [`ip:${ip}`], now);
  const password = parseParams(newPasswordSchema, input.newPassword);
  const user = await getUserByEmail(deps.db, input.email);
  let proven = false;
  if (input.code) {
    // the same statement for an unknown e-mail; a wrong code counts, the 5th kills the code
    proven = await tryResetCode(deps.db, user?.id ?? null, input.code, now);
    if (!proven) throw new AppError(ErrorCode.badResetCode);
  } else if (input.token) {
    const caller = await authenticate(deps.db, deps.jwt, input.token);
    if (!user || caller.id !== user.id) throw new AppError(ErrorCode.forbidden);
    await assertCurrentPassword(deps.db, user, input.currentPassword, ip, now);
  } else {
    throw invalid('Indicá el código que te enviamos por correo.');
  }
  if (!user) throw new AppError(ErrorCode.badResetCode);
  await updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(password),
    ...cutEveryToken(now),
    // the e-mailed code proves the address, like the validation link does
    ...(proven ? { validated: true } : {}),
  });
}
