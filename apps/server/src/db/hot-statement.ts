import { Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/** Statement text (as sent) → its name: what `nameHotStatements` gives PostgreSQL. */
const names = new Map<string, string>();
const dialect = new PgDialect();

/** The name a hot statement's text is prepared under on PostgreSQL, if it is one. */
export function hotStatementName(text: string): string | undefined {
  return names.get(text);
}

/**
 * A statement of a hot path written once as SQL text (ADR 0065, ADR 0093). `$n` in the text is
 * the n-th value of `params` (it may appear several times, in any order). The text is cut at
 * its parameters once, here; a call only puts its values between the pieces and runs it through
 * drizzle's public `execute` on the `Db` it is given (the pool, or the caller's transaction). On
 * PostgreSQL the connection names it (`nameHotStatements`), so each connection parses and plans
 * it once; PGlite's thread keeps every text prepared anyway (ADR 0078).
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
