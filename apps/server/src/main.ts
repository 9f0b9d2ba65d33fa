import { loadConfig } from './config/env';
import { openDatabase } from './db/open-database';
import { DataDirLockedError } from './db/data-dir-lock';
import { buildApp } from './app';
import { ensureFirstAdmin } from './seed/first-admin';
import { startMaintenance } from './maintenance';
import { startDailyBackups } from './ops/backups';
import { startNotificationsWorker } from './jobs/notifications-worker';
import { startExpireUnpaidJob } from './jobs/expire-unpaid-job';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const { app, deps } = await buildApp({ config, db: database.db });
  await ensureFirstAdmin(database.db, config, app.log);
  if (config.seed === 'demo') {
    const { seedDemo } = await import('./seed/demo');
    await seedDemo(deps);
  }
  const stopMaintenance = startMaintenance(deps);
  const stopBackups = startDailyBackups(database, config.dataDir, app.log, config.backupsKeepDays);
  // e-mail/WhatsApp queue and reminders: woken by each commit that queues a message (LISTEN),
  // polled as the safety net (ADR 0040)
  const stopNotifications = startNotificationsWorker(deps, {
    intervalMs: config.jobs.notificationsIntervalMs,
    listen: database.listen,
  });
  const stopExpiry = startExpireUnpaidJob(deps, config.jobs.expiryIntervalMs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    stopBackups();
    await stopNotifications().catch((err: unknown) => app.log.error({ err }, 'worker stop failed'));
    stopExpiry();
    await app.close().catch((err: unknown) => app.log.error({ err }, 'close failed'));
    await database.close().catch((err: unknown) => app.log.error({ err }, 'db close failed'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, url: config.publicUrl },
    `Turnos listo en http://localhost:${config.port} (base de datos: ${database.kind === 'pglite' ? `embebida en ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('No se pudo iniciar Turnos:', err);
  process.exit(1);
});
