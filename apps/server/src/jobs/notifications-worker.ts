import type { AppDeps } from '../app-deps';
import { deliverDue } from '../modules/notifications/deliver-due';
import { NOTIFICATIONS_CHANNEL } from '../modules/notifications/wake';
import type { Listen } from '../db/listen-postgres';
import { queueDueReminders } from './reminders';
import { every } from './every';

/** One pass of the worker: reminders that became due, then every due message. */
export async function runNotificationsOnce(deps: AppDeps) {
  await queueDueReminders(deps);
  await deliverDue(deps);
}

/** Passes woken one after another start at least this far apart (see `every`). */
const WAKE_GAP_MS = 100;

export interface NotificationsWorkerOptions {
  /** the safety-net poll (NOTIFICATIONS_INTERVAL_MS, default 30 s) */
  intervalMs?: number;
  /** the database's LISTEN: a commit that queued a message wakes the worker at once */
  listen?: Listen;
}

/**
 * Starts the worker (ADR 0040): a pass at start, one whenever a transaction that queued a
 * message commits (NOTIFY, in this process or any other on the same database), and one every
 * `intervalMs` as the safety net (a lost connection, retries that came due, reminders). Wakes
 * that arrive during a pass are folded into one more pass right after it (`every`). Returns its
 * stop, which waits for a pass under way.
 */
export function startNotificationsWorker(
  deps: AppDeps,
  { intervalMs = 30_000, listen }: NotificationsWorkerOptions = {},
): () => Promise<void> {
  const worker = every(deps.log, 'notifications', intervalMs, () => runNotificationsOnce(deps), {
    minGapMs: WAKE_GAP_MS,
  });
  const unlisten = listen
    ? listen(NOTIFICATIONS_CHANNEL, worker.wake).catch((err: unknown) => {
        deps.log.error({ err }, 'notifications worker cannot listen; polling only');
        return null;
      })
    : Promise.resolve(null);
  return async () => {
    await (
      await unlisten
    )?.();
    await worker.stop();
  };
}
