import { Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/** Statement text (as sent) → its name: what `nameHotStatements` gives PostgreSQL. */
const names = new Map<string, string>();
const dialect = new PgDialect();

/**
 * The driver's own call for a hot statement (ADR 0104): its name, its text as sent (`$1…$n` in
 * order of appearance) and the values in that order; answers the driver's `{ rows }`, with
 * timestamps, dates and intervals as PostgreSQL's text, as drizzle's sessions read them.
 */
export type DirectQuery = (
  name: string,
  text: string,
  values: readonly unknown[],
) => Promise<{ rows: unknown[] }>;

/** The database handles (the pool's or PGlite's, never a transaction) with their driver's call. */
const direct = new WeakMap<Db, DirectQuery>();

/**
 * Lets hot statements run on this handle through the driver itself: no SQL object built and no
 * drizzle session per call. Only a database's own handle is registered (`openDatabase`), so a
 * transaction's handle keeps drizzle's `execute`, which runs on the transaction's connection.
 */
export function runHotStatementsDirectly(db: Db, query: DirectQuery): void {
  direct.set(db, query);
}

/**
 * The type oids drizzle's node-postgres and PGlite sessions keep as PostgreSQL's text (timestamp,
 * timestamptz, interval, date and their arrays, numeric[]): a direct call reads rows exactly as
 * `execute` does.
 */
export const RAW_TYPE_OIDS: readonly number[] = [
  1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182,
];

/** The name a hot statement's text is prepared under on PostgreSQL, if it is one. */
export function hotStatementName(text: string): string | undefined {
  return names.get(text);
}

/**
 * A statement of a hot path written once as SQL text (ADR 0065, ADR 0093). `$n` in the text is
 * the n-th value of `params` (it may appear several times, in any order). The text is cut at
 * its parameters once, here. On a database's own handle a call goes straight to the driver
 * (`runHotStatementsDirectly`, ADR 0104): the text as sent, its name, the values in order. In a
 * transaction it puts its values between the pieces and runs drizzle's public `execute` on the
 * transaction. On PostgreSQL either way it is a named prepared statement (the name given here, or
 * by the connection: `nameHotStatements`), parsed and planned once per connection; PGlite's thread
 * keeps every text prepared anyway (ADR 0078).
 * The result rows come back as the driver reads them: snake_case keys, timestamps and dates
 * as the driver gives them (strings on PostgreSQL, Date on PGlite for timestamps).
 */
export function hotStatement<Row>(name: string, text: string) {
  const pieces: StringChunk[] = [];
  const order: number[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    pieces.push(new StringChunk(text.slice(last, m.index)));
    order.push(Number(m[1]) - 1);
    last = m.index + m[0].length;
  }
  pieces.push(new StringChunk(text.slice(last)));
  const build = (params: readonly unknown[]) => {
    const chunks: (StringChunk | Param)[] = [pieces[0] ?? new StringChunk('')];
    order.forEach((at, i) => {
      chunks.push(new Param(params[at]), pieces[i + 1] ?? new StringChunk(''));
    });
    return new SQL(chunks);
  };
  const sent = dialect.sqlToQuery(build([])).sql;
  const taken = [...names].find(([t, n]) => n === name && t !== sent);
  if (taken) throw new Error(`two hot statements named ${name}`);
  names.set(sent, name);
  return async (db: Db, params: readonly unknown[]): Promise<Row[]> => {
    const driver = direct.get(db);
    if (driver) {
      const values = order.map((at) => params[at]);
      return (await driver(name, sent, values)).rows as Row[];
    }
    // Db is PgDatabase<PgQueryResultHKT>: `execute` has no row type of its own; both drivers
    // answer `{ rows }` (the hot-statement test runs on both)
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const result = (await db.execute(build(params))) as unknown as { rows: Row[] };
    return result.rows;
  };
}

/** What `nameHotStatements` needs of a node-postgres connection. */
interface Queryable {
  query: (...args: never[]) => unknown;
}

/**
 * Gives a PostgreSQL connection's hot statements their names: node-postgres then parses each
 * once per connection and binds it by name from then on (a named prepared statement, the
 * driver's own). Every other statement goes as it came.
 */
export function nameHotStatements(client: Queryable): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && 'text' in config) {
      const { text, name } = config as { text: unknown; name?: unknown };
      const hot = typeof text === 'string' && !name ? names.get(text) : undefined;
      if (hot) return query({ ...config, name: hot }, ...rest);
    }
    return query(config, ...rest);
  };
  Object.assign(client, { query: named });
}
