import type { EventLoopUtilization } from 'node:perf_hooks';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { Listen } from './listen-postgres';

export type Schema = typeof schema;
/** The database handle every query takes first; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** the embedded database as a gzipped tarball (PGlite only; PostgreSQL has pg_dump) */
  dump?(): Promise<Uint8Array>;
  /** LISTEN on a channel: notifications arrive after the sending transaction commits */
  listen: Listen;
  /**
   * the embedded engine's own thread's event-loop utilization (PGlite only: a PostgreSQL
   * server's load is its own); background work yields when it is saturated (ADR 0109)
   */
  threadUtilization?: () => EventLoopUtilization;
}
