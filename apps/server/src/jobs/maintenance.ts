import { lt } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { tokenRevocations } from '../db/schema';
import { pruneCounters } from '../auth/rate-limit';

/**
 * Housekeeping: expired attempt counters and token revocations. Safe to run in every process at
 * once (deletes only).
 */
export async function runMaintenance(deps: AppDeps) {
  const now = deps.clock();
  await pruneCounters(deps.db, now);
  await deps.db.delete(tokenRevocations).where(lt(tokenRevocations.expiresAt, now));
}
