import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { listenPostgres } from './listen-postgres';
import { RAW_TYPE_OIDS, nameHotStatements, runHotStatementsDirectly } from './hot-statement';
import { PGliteThread } from './pglite-thread/client';
import { lockAndStart, type EmbeddedStart } from './embedded-early';
import type { Database } from './types';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any number; the same in every process so only one migrates at a time. */
const MIGRATION_LOCK_ID = 727_115_001;

/** Where the database reports what goes wrong in the background (the server's pino logger). */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax?: number; log?: DatabaseLog }
  | { kind: 'pglite'; dataDir: string; early?: Promise<EmbeddedStart> | undefined }
  | { kind: 'pglite-memory' };

/** Opens the database and applies every pending migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    return openPostgres(target.url, target.poolMax, target.log ?? silentLog);
  }
  const { client, release } = await startEmbedded(target);
  try {
    // drizzle's PGlite session calls only `query` and `transaction`, which the thread's client
    // answers with PGlite's own results and errors (ADR 0078)
    const db = drizzlePglite(client as unknown as PGlite, { schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    // hot statements straight to the thread, rows read as drizzle's session reads them (ADR 0104)
    const parsers = Object.fromEntries(RAW_TYPE_OIDS.map((oid) => [oid, (v: string) => v]));
    runHotStatementsDirectly(db, (_name, text, values) =>
      client.query(text, [...values], { rowMode: 'object', parsers }),
    );
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir(),
      threadUtilization: () => client.eventLoopUtilization(),
      // PGlite's own LISTEN/NOTIFY is the in-process signal, delivered by the engine after
      // COMMIT (never on ROLLBACK), like PostgreSQL's
      async listen(channel, onNotify) {
        const unlisten = await client.listen(channel, () => onNotify());
        onNotify();
        return unlisten;
      },
      async close() {
        await client.close();
        release();
      },
    };
  } catch (err) {
    await client.close().catch(() => undefined);
    release();
    throw err;
  }
}

/** The embedded database's thread: the one started early for this directory, or a new one. */
async function startEmbedded(
  target: Exclude<DatabaseTarget, { kind: 'postgres' }>,
): Promise<{ client: PGliteThread; release: () => void }> {
  if (target.kind === 'pglite-memory') {
    return { client: await PGliteThread.start(undefined), release: () => {} };
  }
  const early = await target.early;
  if (early && early.dataDir === path.resolve(target.dataDir)) {
    return { client: early.thread, release: early.release };
  }
  if (early) {
    await early.thread.close();
    early.release();
  }
  const started = await lockAndStart(target.dataDir);
  return { client: started.thread, release: started.release };
}

/**
 * Connections per process. Few on purpose: every request is one or a few short statements, and
 * on a small machine more backends only compete for the same cores (bench: 8 beat 20 on every
 * endpoint, docs/performance.md). Several processes multiply it; keep the total under the
 * server's `max_connections`.
 */
export const DEFAULT_POOL_MAX = 8;

/** A database opened by a tool (backup, bench) without a logger reports nowhere. */
const silentLog: DatabaseLog = { warn: () => {} };

async function openPostgres(
  url: string,
  poolMax = DEFAULT_POOL_MAX,
  log: DatabaseLog,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection (server restart, failover) is dropped by the pool
  // and replaced on the next query; without a listener the error would end the process.
  pool.on('error', (err) => {
    log.warn({ err }, 'PostgreSQL: an idle connection was lost; the pool replaces it');
  });
  // each new connection prepares the hot statements by name (ADR 0065, ADR 0093)
  pool.on('connect', (client) => nameHotStatements(client));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  // hot statements straight to the pool as named prepared statements, rows read as drizzle's
  // session reads them (ADR 0104)
  const raw = new Set(RAW_TYPE_OIDS);
  const asText = (value: string) => value;
  const types: pg.CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      raw.has(oid)
        ? asText
        : (pg.types.getTypeParser(
            oid,
            format,
          ) as unknown)) as pg.CustomTypesConfig['getTypeParser'],
  };
  runHotStatementsDirectly(db, (name, text, values) =>
    pool.query({ name, text, values: [...values], types }),
  );
  return {
    db,
    kind: 'postgres',
    listen: (channel, onNotify) =>
      listenPostgres(url, channel, onNotify, (message) => log.warn({ channel }, message)),
    close: () => pool.end(),
  };
}
