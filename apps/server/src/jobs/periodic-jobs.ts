import type { AppDeps } from '../app-deps';
import type { Database } from '../db/types';
import { backupAndLog, backupIfNoneToday } from '../ops/backups';
import { every } from './every';
import { expireUnpaidReservations } from './expire-unpaid';
import { runMaintenance } from './maintenance';
import { startNotificationsWorker } from './notifications-worker';

const HOUR = 60 * 60_000;

/**
 * Every periodic job of a server process, started and stopped here and nowhere else; each is
 * safe to run in several processes at once:
 * - housekeeping (expired attempt counters and token revocations), hourly;
 * - the embedded database's daily backup, checked hourly; SIGUSR2 asks for one now;
 * - the notifications worker (ADR 0040): every NOTIFICATIONS_INTERVAL_MS, and woken by LISTEN;
 * - the expiry of unpaid reservations (ADR 0033), every EXPIRY_JOB_INTERVAL_MS.
 * Returns the stop, which waits for the passes under way.
 */
export function startPeriodicJobs(deps: AppDeps, database: Database): () => Promise<void> {
  const { config, log } = deps;
  const stops: (() => Promise<void>)[] = [];
  stops.push(every(log, 'maintenance', HOUR, () => runMaintenance(deps)).stop);
  if (database.dump) {
    const { dataDir, backupsKeepDays } = config;
    stops.push(
      every(log, 'daily backup', HOUR, () =>
        backupIfNoneToday(database, dataDir, log, backupsKeepDays),
      ).stop,
    );
    const onSignal = () => void backupAndLog(database, dataDir, log, backupsKeepDays, 'pedida');
    process.on('SIGUSR2', onSignal);
    stops.push(() => {
      process.off('SIGUSR2', onSignal);
      return Promise.resolve();
    });
  }
  stops.push(
    startNotificationsWorker(deps, {
      intervalMs: config.jobs.notificationsIntervalMs,
      listen: database.listen,
      databaseThread: database.threadUtilization,
    }),
  );
  stops.push(
    every(log, 'unpaid expiry', config.jobs.expiryIntervalMs, () => expireUnpaidReservations(deps))
      .stop,
  );
  return async () => {
    for (const result of await Promise.allSettled(stops.map((stop) => stop()))) {
      if (result.status === 'rejected') log.error({ err: result.reason }, 'job stop failed');
    }
  };
}
