import { and, eq, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '@turnos/domain';
import { AppError } from '../http/app-error';
import { rateLimitCounters } from '../db/schema';
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
  /**
   * Reset and validation e-mails per e-mail address, whatever the client address (ADR 0084): one
   * counter per address shared by reset requests, validation resends and registration, counted
   * per request — known e-mail or not — before anything is looked up.
   */
  mailsPerAddress: { bucket: 'mail', max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** The counter key of an e-mail address: every spelling of one account's address is one key. */
export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

/** An attempt that was let through; `giveBack` un-counts it (a login whose password was right). */
export interface Attempt {
  giveBack(): Promise<void>;
}

const counters = rateLimitCounters;
type Taken = { key: string; count: number; windowStart: Date };

/**
 * Counts one attempt on every key in one atomic statement, *before* the work it guards: an
 * upsert that starts a key's counter again at 1 once its window has passed, and returns the new
 * count. Concurrent attempts queue on the counter row, so each sees every earlier one: at most
 * `max` get through per window, however many arrive at once (ADR 0005). When any key is over,
 * the attempt is given back (a refused attempt does not count) and 1006 with Retry-After — the
 * seconds until that key's window ends — is thrown.
 */
export async function takeAttempt(
  db: Db,
  limit: Limit,
  keys: string[],
  now: Date,
): Promise<Attempt> {
  // one order for every caller: two statements never lock the same rows the other way round
  const unique = [...new Set(keys)].sort();
  if (unique.length === 0) return { giveBack: async () => {} };
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const expired = sql`${counters.windowStart} <= ${since}::timestamptz`;
  const taken: Taken[] = await db
    .insert(counters)
    .values(unique.map((key) => ({ bucket: limit.bucket, key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: [counters.bucket, counters.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${counters.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${counters.windowStart} END`,
      },
    })
    .returning({ key: counters.key, count: counters.count, windowStart: counters.windowStart });

  let given = false;
  const giveBack = async () => {
    if (given) return;
    given = true;
    for (const row of taken) {
      await db
        .update(counters)
        .set({ count: sql`greatest(${counters.count} - 1, 0)` })
        .where(
          and(
            eq(counters.bucket, limit.bucket),
            eq(counters.key, row.key),
            // only the window it was counted in; a window started since is not touched
            eq(counters.windowStart, row.windowStart),
          ),
        );
    }
  };

  const over = taken.filter((row) => row.count > limit.max);
  if (over.length > 0) {
    await giveBack();
    const freeAt = Math.max(...over.map((row) => row.windowStart.getTime() + limit.windowMs));
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new AppError(ErrorCode.rateLimited, undefined, { 'retry-after': String(seconds) });
  }
  return { giveBack };
}

/** Counts every attempt (register, reset, resend): refused with 1006 over the limit. */
export async function consumeAttempt(db: Db, limit: Limit, keys: string[], now: Date) {
  await takeAttempt(db, limit, keys, now);
}

/** Housekeeping: every window is at most an hour long, so a day-old counter is over. */
export async function pruneCounters(db: Db, now: Date) {
  await db.delete(counters).where(lt(counters.windowStart, new Date(now.getTime() - 86_400_000)));
}
