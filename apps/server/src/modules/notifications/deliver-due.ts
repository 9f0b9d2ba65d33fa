import type { AppDeps } from '../../app-deps';
import { claimDue, failStaleClaims, markFailed, markSent } from './notifications.queries';
import { NoLongerApplies, deliver, deliveryContext, isRetryable } from './delivery';

/** Minutes to wait before the 2nd, 3rd, 4th and 5th attempt; after the 5th, 'fallido'. */
export const BACKOFF_MINUTES = [1, 5, 15, 60];
/** A claim lasts this long; longer than any single send may take (SMTP and HTTP time out first). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'Error desconocido';

export interface DeliverDueOptions {
  /** only the messages whose key starts with this (a new user's own, sent in the request) */
  keyPrefix?: string;
  /** awaited before each batch is claimed: the worker yields the loop to requests (ADR 0109) */
  beforeBatch?: () => Promise<void>;
}

/**
 * Claims and sends due messages (ADR 0040). Safe in any number of processes at once: each
 * message is claimed by one of them. Returns how many were claimed.
 */
export async function deliverDue(
  deps: AppDeps,
  { keyPrefix, beforeBatch }: DeliverDueOptions = {},
): Promise<number> {
  const now = deps.clock();
  if (!keyPrefix) await failStaleClaims(deps.db, now);
  const ctx = deliveryContext(deps);
  let total = 0;
  for (;;) {
    await beforeBatch?.();
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
