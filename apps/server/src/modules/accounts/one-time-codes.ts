import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
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
