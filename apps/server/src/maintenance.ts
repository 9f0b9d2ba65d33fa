import { lt } from 'drizzle-orm';
import type { AppDeps } from './app-deps';
import { tokenRevocations } from './db/schema';
import { pruneCounters } from './auth/rate-limit';

/** Periodic housekeeping; safe to run in every process at once (deletes only). */
export function startMaintenance(deps: AppDeps): () => void {
  const run = async () => {
    const now = deps.clock();
    try {
      await pruneCounters(deps.db, now);
      await deps.db.delete(tokenRevocations).where(lt(tokenRevocations.expiresAt, now));
    } catch (err) {
      deps.log.error({ err }, 'maintenance failed');
    }
  };
  const timer = setInterval(() => void run(), 60 * 60_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
