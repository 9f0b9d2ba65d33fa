import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * 'validacion': a long random token in the e-mailed link (unique on its own).
 * 'reset': an 8-digit code, only meaningful together with the user's e-mail.
 */
type Purpose = 'validacion' | 'reset';

function codeHash(purpose: Purpose, code: string, userId: number | null) {
  const material = purpose === 'reset' ? `reset:${userId}:${code}` : `validacion:${code}`;
  return createHash('sha256').update(material).digest('hex');
}

/** Issues a new code; the user's earlier unused codes of that purpose stop working. */
export async function issueCode(
  db: Db,
  userId: number,
  purpose: Purpose,
  ttlMs: number,
  now: Date,
) {
  const code =
    purpose === 'reset'
      ? String(randomInt(0, 100_000_000)).padStart(8, '0')
      : randomBytes(32).toString('base64url');
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: codeHash(purpose, code, userId),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return code;
}

/** Uses a code exactly once (a concurrent second use loses); returns its user or null. */
export async function consumeCode(
  db: Db,
  purpose: Purpose,
  code: string,
  now: Date,
  userId: number | null = null,
): Promise<number | null> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash(purpose, code, userId)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return used[0]?.userId ?? null;
}

/** Wrong codes tried for an account's live reset code before it dies (ADR 0005). */
export const RESET_CODE_MAX_FAILURES = 5;

/**
 * One try of a reset code for an account, in one atomic statement on its live code: the right
 * code is used up; a wrong one counts, and the 5th wrong try kills the code — whoever sends
 * them, from whatever address. Concurrent tries queue on the code's row, so a burst cannot try
 * more than 5. An unknown account (null) runs the same statement and matches nothing.
 */
export async function tryResetCode(
  db: Db,
  userId: number | null,
  code: string,
  now: Date,
): Promise<boolean> {
  const c = oneTimeCodes;
  const right = sql`${c.codeHash} = ${codeHash('reset', code, userId)}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .update(c)
    .set({
      usedAt: sql`CASE WHEN ${right} OR ${c.failedAttempts} + 1 >= ${RESET_CODE_MAX_FAILURES} THEN ${at} END`,
      failedAttempts: sql`${c.failedAttempts} + CASE WHEN ${right} THEN 0 ELSE 1 END`,
    })
    .where(
      and(
        eq(c.userId, userId ?? -1),
        eq(c.purpose, 'reset'),
        isNull(c.usedAt),
        gt(c.expiresAt, now),
      ),
    )
    .returning({ right: sql<boolean>`${right}` });
  return rows.some((r) => r.right === true);
}
