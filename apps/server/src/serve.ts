import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { Db } from './db/types';
import type { AppDeps } from './app-deps';
import { isClusterWorker, runClusterPrimary } from './cluster';
import { openDatabase, type DatabaseLog } from './db/open-database';
import { createLogger } from './http/logger';
import { DataDirLockedError } from './db/data-dir-lock';
import type { EmbeddedStart } from './db/embedded-early';
import { buildApp } from './app';
import { startPeriodicJobs } from './jobs/periodic-jobs';
import { ensureFirstAdmin } from './seed/first-admin';

async function main(config: AppConfig, early: Promise<EmbeddedStart> | undefined) {
  if (config.workers > 1 && !isClusterWorker()) {
    // WORKERS=N: prepare the database here once, then N server processes (cluster.ts)
    return runClusterPrimary(config.workers, async () => {
      const log = createLogger(config.logLevel);
      const database = await openDatabase(databaseOptions(config, log));
      const { app, deps } = await buildApp({ config, db: database.db, logger: log });
      await prepareData(config, database.db, deps, app.log);
      await app.close();
      await database.close();
    });
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase(databaseOptions(config, log, early));
  const { app, deps } = await buildApp({ config, db: database.db, logger: log });
  // with WORKERS=N the primary did it before forking
  if (!isClusterWorker()) await prepareData(config, database.db, deps, app.log);
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

function databaseOptions(config: AppConfig, log: DatabaseLog, early?: Promise<EmbeddedStart>) {
  return config.databaseUrl
    ? {
        kind: 'postgres' as const,
        url: config.databaseUrl,
        poolMax: config.databasePoolMax,
        log,
      }
    : { kind: 'pglite' as const, dataDir: config.dataDir, early };
}

/** The first admin and, with SEED=demo, the demo studio: once per start, before serving. */
async function prepareData(config: AppConfig, db: Db, deps: AppDeps, log: FastifyBaseLogger) {
  await ensureFirstAdmin(db, config, log);
  if (config.seed === 'demo') {
    const { seedDemo } = await import('./seed/demo');
    await seedDemo(deps);
  }
}

/** Opens the database (or takes the one `main.ts` started) and serves until SIGTERM/SIGINT. */
export function serve(config: AppConfig, early: Promise<EmbeddedStart> | undefined) {
  return main(config, early).catch(fail);
}

function fail(err: unknown) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('No se pudo iniciar Turnos:', err);
  process.exit(1);
}
