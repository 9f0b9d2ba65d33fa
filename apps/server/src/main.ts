import { loadConfig } from './config/env';
import { openDatabase } from './db/open-database';
import { DataDirLockedError } from './db/data-dir-lock';
import { buildApp } from './app';
import { ensureFirstAdmin } from './seed/first-admin';
import { startPeriodicJobs } from './jobs/periodic-jobs';

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
  // housekeeping, backups, the notifications worker, unpaid expiry: all in jobs/periodic-jobs.ts
  const stopJobs = startPeriodicJobs(deps, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopJobs();
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
