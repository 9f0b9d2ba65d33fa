import type { AppDeps } from '../app-deps';
import {
  claimDue,
  failStaleClaims,
  markFailed,
  markSent,
} from '../modules/notifications/notifications.queries';
import {
  NoLongerApplies,
  deliver,
  deliveryContext,
  isRetryable,
} from '../modules/notifications/delivery';
import { NOTIFICATIONS_CHANNEL } from '../modules/notifications/wake';
import type { Listen } from '../db/listen-postgres';
import { queueDueReminders } from './reminders';

/** Minutes to wait before the 2nd, 3rd, 4th and 5th attempt; after the 5th, 'fallido'. */
export const BACKOFF_MINUTES = [1, 5, 15, 60];
/** A claim lasts this long; longer than any single send may take (SMTP and HTTP time out first). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'Error desconocido';

/**
 * Claims and sends due messages (ADR 0040). Safe in any number of processes at once: each
 * message is claimed by one of them. Returns how many were claimed.
 */
export async function deliverDue(deps: AppDeps, keyPrefix?: string): Promise<number> {
  const now = deps.clock();
  if (!keyPrefix) await failStaleClaims(deps.db, now);
  const ctx = deliveryContext(deps);
  let total = 0;
  for (;;) {
    const rows = await claimDue(deps.db, now, CLAIM_MS, BATCH, keyPrefix);
    total += rows.length;
    for (const row of rows) {
      try {
        await deliver(deps, row, ctx);
        await markSent(deps.db, row.id, deps.clock());
      } catch (err) {
        if (err instanceof NoLongerApplies) {
          await markFailed(deps.db, row.id, err.message, null, 'descartado');
          continue;
        }
        const wait = BACKOFF_MINUTES[row.attempts - 1];
        const retryAt =
          isRetryable(err) && wait !== undefined
            ? new Date(deps.clock().getTime() + wait * 60_000)
            : null;
        await markFailed(deps.db, row.id, errorText(err), retryAt);
        deps.log.warn(
          { id: row.id, event: row.event, channel: row.channel, err: errorText(err), retryAt },
          'notification not sent',
        );
      }
    }
    if (rows.length < BATCH) return total;
  }
}

/** One pass of the worker: reminders that became due, then every due message. */
export async function runNotificationsOnce(deps: AppDeps) {
  await queueDueReminders(deps);
  await deliverDue(deps);
}

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
 * that arrive during a pass are folded into one more pass right after it. Returns its stop,
 * which waits for a pass under way.
 */
export function startNotificationsWorker(
  deps: AppDeps,
  { intervalMs = 30_000, listen }: NotificationsWorkerOptions = {},
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const passes = async () => {
    try {
      do {
        again = false;
        try {
          await runNotificationsOnce(deps);
        } catch (err) {
          deps.log.error({ err }, 'notifications worker failed');
        }
      } while (again && !stopped);
    } finally {
      // in the same step as the last check of `again`: no wake can fall in between
      running = null;
    }
  };
  const tick = () => {
    if (stopped) return;
    if (running) again = true;
    else running = passes();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const unlisten = listen
    ? listen(NOTIFICATIONS_CHANNEL, tick).catch((err: unknown) => {
        deps.log.error({ err }, 'notifications worker cannot listen; polling only');
        return null;
      })
    : Promise.resolve(null);
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await (
      await unlisten
    )?.();
    await running;
  };
}
