import type { AppDeps } from '../app-deps';
import { expireUnpaidReservations } from './expire-unpaid';

/** Runs the expiry every interval (and once at start); a pass never overlaps the previous one. */
export function startExpireUnpaidJob(deps: AppDeps, intervalMs: number): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await expireUnpaidReservations(deps);
    } catch (err) {
      deps.log.error({ err }, 'expiry of unpaid reservations failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
