import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { perDatabase } from '../../db/per-database';

/**
 * The channel that wakes the notification worker (ADR 0040). `pg_notify` is transactional:
 * sent in the transaction that queues a message, it reaches the listeners when that transaction
 * commits and never if it rolls back — on PostgreSQL (every process listening on the database)
 * and on PGlite (the process itself) alike. Several in one transaction arrive as one.
 */
export const NOTIFICATIONS_CHANNEL = 'turnos_notificaciones';

/** Asks the workers to look at the queue as soon as the caller's transaction commits. */
export async function wakeWorkersOnCommit(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
}

/**
 * How long the wake after a booking waits for others to join it: under load one `pg_notify` per
 * window instead of one per booking (a round trip each, ~1 in 8 of a booking's), and the worker
 * finds a batch when it looks. A message waits at most this long longer than it would.
 */
export const WAKE_WINDOW_MS = 20;

/**
 * After a commit that queued messages, outside any transaction: one `pg_notify` for every caller
 * within `WAKE_WINDOW_MS`. The hottest write (a booking) uses it instead of a NOTIFY in its own
 * transaction: PostgreSQL serializes the commits of transactions that notified (a database-wide
 * lock held through the commit's flush), which capped bookings at ~200/s. A process that dies
 * between its commit and this call leaves its messages to the worker's poll.
 */
export function wakeWorkersSoon(db: Db, onError: (err: unknown) => void): void {
  const state = wakeState(db);
  if (state.scheduled) return;
  state.scheduled = true;
  setTimeout(() => {
    state.scheduled = false;
    wakeWorkersOnCommit(db).catch(onError);
  }, WAKE_WINDOW_MS);
}

const wakeState = perDatabase(() => ({ scheduled: false }));
