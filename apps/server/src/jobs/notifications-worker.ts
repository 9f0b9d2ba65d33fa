import type { EventLoopUtilization } from 'node:perf_hooks';
import type { AppDeps } from '../app-deps';
import { deliverDue } from '../modules/notifications/deliver-due';
import { NOTIFICATIONS_CHANNEL } from '../modules/notifications/wake';
import type { Listen } from '../db/listen-postgres';
import { queueDueReminders } from './reminders';
import { every } from './every';
import { watchLoopSaturation, whileSaturated, type LoopSaturation } from './loop-saturation';

/**
 * The longest a pass holds its messages back while the loop is saturated (ADR 0109): under a
 * burst of requests a message goes out at most this much later than it would have.
 */
export const MAX_DEFER_MS = 2 * 60_000;

/** What holds a pass's sending back while requests saturate the loop (ADR 0109). */
export interface SendingHold {
  loop: Pick<LoopSaturation, 'saturated'>;
  /** the longest the pass waits in all (default `MAX_DEFER_MS`) */
  maxDeferMs?: number;
}

/**
 * One pass of the worker: reminders that became due, then every due message. With `hold`, each
 * batch of messages waits while the event loop is saturated by requests, at most `maxDeferMs`
 * from the pass's start; once that is spent the pass sends the rest without waiting.
 */
export async function runNotificationsOnce(deps: AppDeps, hold?: SendingHold) {
  await queueDueReminders(deps);
  if (!hold) {
    await deliverDue(deps);
    return;
  }
  const { loop, maxDeferMs = MAX_DEFER_MS } = hold;
  const deadline = Date.now() + maxDeferMs;
  let waited = 0;
  await deliverDue(deps, {
    beforeBatch: async () => {
      const before = Date.now();
      await whileSaturated(loop, deadline);
      waited += Date.now() - before;
    },
  });
  if (waited > 0) {
    deps.log.info(
      { waitedMs: waited },
      'notifications held back while requests saturated the loop',
    );
  }
}

/** Passes woken one after another start at least this far apart (see `every`). */
const WAKE_GAP_MS = 100;

export interface NotificationsWorkerOptions {
  /** the safety-net poll (NOTIFICATIONS_INTERVAL_MS, default 30 s) */
  intervalMs?: number;
  /** the database's LISTEN: a commit that queued a message wakes the worker at once */
  listen?: Listen;
  /** the embedded database thread's utilization: its saturation holds sending back too */
  databaseThread?: () => EventLoopUtilization;
}

/**
 * Starts the worker (ADR 0040): a pass at start, one whenever a transaction that queued a
 * message commits (NOTIFY, in this process or any other on the same database), and one every
 * `intervalMs` as the safety net (a lost connection, retries that came due, reminders). Wakes
 * that arrive during a pass are folded into one more pass right after it (`every`). Sending
 * yields to requests while they saturate the loop (ADR 0109). Returns its stop, which waits for
 * a pass under way.
 */
export function startNotificationsWorker(
  deps: AppDeps,
  { intervalMs = 30_000, listen, databaseThread }: NotificationsWorkerOptions = {},
): () => Promise<void> {
  const loop = watchLoopSaturation({ threads: databaseThread ? [databaseThread] : [] });
  const worker = every(
    deps.log,
    'notifications',
    intervalMs,
    () => runNotificationsOnce(deps, { loop }),
    { minGapMs: WAKE_GAP_MS },
  );
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
    // first: a pass holding messages back sends them now instead of waiting out the load
    loop.stop();
    await worker.stop();
  };
}
