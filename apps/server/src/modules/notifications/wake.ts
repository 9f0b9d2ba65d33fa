import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

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
