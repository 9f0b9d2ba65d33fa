import { ErrorCode } from '@turnos/domain';
import { AppError, invalid } from '../http/app-error';
import type { Db } from '../db/types';
import { verifyPassword } from './passwords';
import { LIMITS, takeAttempt } from './rate-limit';

export const CURRENT_PASSWORD_MISSING = 'Indicá tu contraseña actual.';
export const CURRENT_PASSWORD_WRONG = 'La contraseña actual no es correcta.';

/**
 * A signed-in user proves they know their password before changing it (a stolen token alone
 * never does: contract §3, §4.1). A wrong one counts as a failed login of that account and of
 * the client address — the same counters, so guesses here and at `auth` share 10 per 15 minutes
 * and this is no password oracle —, taken before argon2 and given back when it was right.
 * Missing: 1003 and nothing counted; wrong: 1003; over the limit: 1006.
 */
export async function assertCurrentPassword(
  db: Db,
  user: { email: string; passwordHash: string },
  given: string | undefined,
  ip: string,
  now: Date,
) {
  if (given === undefined || given === '') throw invalid(CURRENT_PASSWORD_MISSING);
  const keys = [`ip:${ip}`, `email:${user.email.toLowerCase()}`];
  const attempt = await takeAttempt(db, LIMITS.loginFailures, keys, now);
  if (!(await verifyPassword(user.passwordHash, given))) {
    throw new AppError(ErrorCode.invalidInput, CURRENT_PASSWORD_WRONG);
  }
  await attempt.giveBack();
}
