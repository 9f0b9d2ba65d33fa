/**
 * What the server's thread and the embedded database's thread say to each other (ADR 0078).
 * Every request carries an id; its answer carries the same id. Values cross by structured clone
 * (strings, numbers, booleans, null, Date, arrays, plain objects, typed arrays).
 */

/** A query as drizzle sends it to PGlite; `rawTypes`: the type oids kept as PostgreSQL's text. */
export interface QueryRequest {
  id: number;
  op: 'query';
  tx: number | undefined;
  sql: string;
  params: unknown[];
  rowMode: 'object' | 'array';
  rawTypes: number[];
}

export type Request =
  | QueryRequest
  | { id: number; op: 'exec'; tx: number | undefined; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A database error's own fields (SQLSTATE `code`, `constraint`, `detail`…), as plain data. */
export interface ErrorData {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean | undefined>;
}

export type Answer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorData }
  | { id: -1; ok: true; notify: string };

/** What the thread is started with. */
export interface ThreadData {
  /** the PGlite data directory; undefined: in memory */
  dataDir: string | undefined;
}
