import { and, desc, eq, like, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { Db } from '../../db/types';
import { wakeWorkersOnCommit } from './wake';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/**
 * Inserts the rows, skipping any whose dedupe key exists. When one of them is a message to send,
 * the workers wake as soon as the caller's transaction commits (ADR 0040) — or, with
 * `wake: 'caller'`, the caller wakes them after its commit (`wakeWorkersSoon`) when this returns
 * true.
 */
export async function insertNotifications(
  db: Db,
  rows: NewNotification[],
  { wake = 'on-commit' }: { wake?: 'on-commit' | 'caller' } = {},
): Promise<boolean> {
  if (rows.length === 0) return false;
  const inserted = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ status: notifications.status });
  const toSend = inserted.some((r) => r.status === 'pendiente');
  if (toSend && wake === 'on-commit') await wakeWorkersOnCommit(db);
  return toSend;
}

export const insertNotification = (db: Db, row: NewNotification) => insertNotifications(db, [row]);

/** How many messages with this dedupe-key prefix exist: the next one is number n + 1. */
export async function countByKeyPrefix(db: Db, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(like(notifications.dedupeKey, `${prefix}%`));
  return row?.n ?? 0;
}

const rowFrom = (r: Record<string, unknown>): NotificationRow => ({
  id: Number(r.id),
  event: r.event as string,
  channel: r.channel as NotificationRow['channel'],
  recipient: r.recipient as string,
  subject: r.subject as string,
  body: r.body as string,
  status: r.status as NotificationRow['status'],
  attempts: Number(r.attempts),
  nextAttemptAt: new Date(r.next_attempt_at as string),
  lastError: (r.last_error as string | null) ?? null,
  claimedUntil: r.claimed_until ? new Date(r.claimed_until as string) : null,
  dedupeKey: (r.dedupe_key as string | null) ?? null,
  appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
  createdAt: new Date(r.created_at as string),
  sentAt: r.sent_at ? new Date(r.sent_at as string) : null,
});

/**
 * Claims up to `limit` due messages for this worker (ADR 0040). The inner SELECT … FOR UPDATE
 * SKIP LOCKED lets concurrent workers pass over each other's rows, and the outer UPDATE moves
 * them to 'enviando' in the same statement, so a row is handed to one worker only. A first
 * attempt is due at once (its next_attempt_at came from the database clock); retries are due at
 * the time the worker set from its own clock.
 */
export async function claimDue(
  db: Db,
  now: Date,
  claimMs: number,
  limit: number,
  keyPrefix?: string,
): Promise<NotificationRow[]> {
  const until = new Date(now.getTime() + claimMs);
  const prefixFilter = keyPrefix ? sql`AND dedupe_key LIKE ${`${keyPrefix}%`}` : sql``;
  const result = await db.execute(sql`
    UPDATE notifications SET status = 'enviando', attempts = attempts + 1, claimed_until = ${until}
    WHERE id IN (
      SELECT id FROM notifications
      WHERE status = 'pendiente' AND (attempts = 0 OR next_attempt_at <= ${now}) ${prefixFilter}
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`);
  return ((result as { rows: Record<string, unknown>[] }).rows ?? []).map(rowFrom);
}

/**
 * A claim whose deadline passed belongs to a worker that died mid-send: the message may or may
 * not have gone out, and "at most once" wins, so it is marked failed for the admin to see.
 */
export async function failStaleClaims(db: Db, now: Date) {
  await db
    .update(notifications)
    .set({
      status: 'fallido',
      lastError: 'El envío se interrumpió (reinicio del servidor); puede no haberse entregado.',
      claimedUntil: null,
    })
    .where(and(eq(notifications.status, 'enviando'), sql`${notifications.claimedUntil} < ${now}`));
}

export async function markSent(db: Db, id: number, now: Date) {
  await db
    .update(notifications)
    .set({ status: 'enviado', sentAt: now, lastError: null, claimedUntil: null })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'enviando')));
}

export async function markFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: Date | null,
  status: 'fallido' | 'descartado' = 'fallido',
) {
  await db
    .update(notifications)
    .set(
      retryAt
        ? { status: 'pendiente', nextAttemptAt: retryAt, lastError: error, claimedUntil: null }
        : { status, lastError: error, claimedUntil: null },
    )
    .where(and(eq(notifications.id, id), eq(notifications.status, 'enviando')));
}

export async function listRecent(db: Db, limit: number, status?: string) {
  return db
    .select()
    .from(notifications)
    .where(status ? eq(notifications.status, status as NotificationRow['status']) : undefined)
    .orderBy(desc(notifications.id))
    .limit(limit);
}
