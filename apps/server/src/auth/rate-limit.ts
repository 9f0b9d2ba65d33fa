import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { ErrorCode } from '@turnos/domain';
import { AppError } from '../http/app-error';
import { rateLimitHits } from '../db/schema';
import type { Db } from '../db/types';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginFailures: { bucket: 'login', max: 10, windowMs: 15 * 60_000 },
  register: { bucket: 'register', max: 20, windowMs: 60 * 60_000 },
  passwordReset: { bucket: 'reset', max: 20, windowMs: 60 * 60_000 },
  validationResend: { bucket: 'resend', max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Throws 1006 with Retry-After when any key has `max` hits inside the window. */
export async function assertUnderLimit(db: Db, limit: Limit, keys: string[], now: Date) {
  const since = new Date(now.getTime() - limit.windowMs);
  for (const key of keys) {
    const rows = await db
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, limit.bucket),
          eq(rateLimitHits.key, key),
          gt(rateLimitHits.at, since),
        ),
      )
      .orderBy(desc(rateLimitHits.at))
      .limit(limit.max);
    const oldestCounted = rows[limit.max - 1];
    if (oldestCounted) {
      const freeAt = oldestCounted.at.getTime() + limit.windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new AppError(ErrorCode.rateLimited, undefined, { 'retry-after': String(seconds) });
    }
  }
}

export async function recordHit(db: Db, limit: Limit, keys: string[], now: Date) {
  if (keys.length === 0) return;
  await db
    .insert(rateLimitHits)
    .values(keys.map((key) => ({ bucket: limit.bucket, key, at: now })));
}

/** Counts every attempt (register, reset, resend): check, then record. */
export async function consumeAttempt(db: Db, limit: Limit, keys: string[], now: Date) {
  await assertUnderLimit(db, limit, keys, now);
  await recordHit(db, limit, keys, now);
}

export async function clearHits(db: Db, limit: Limit, keys: string[]) {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), inArray(rateLimitHits.key, keys)));
}

/** Housekeeping: hits older than a day are never counted again. */
export async function pruneHits(db: Db, now: Date) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - 86_400_000)));
}
