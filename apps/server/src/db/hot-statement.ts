import type { Db } from './types';

/**
 * A statement of the booking's hot path written once as SQL text (ADR 0065). Its text is built
 * here once instead of by the query builder on every call, and PostgreSQL keeps it parsed and
 * planned per connection under `name` (a named prepared statement; PGlite ignores the name).
 * The result rows come back as the driver reads them: snake_case keys, timestamps and dates
 * as the driver gives them (strings on PostgreSQL, Date on PGlite for timestamps).
 */
export function hotStatement<Row>(name: string, text: string) {
  return async (db: Db, params: readonly unknown[]): Promise<Row[]> => {
    const query = db._.session.prepareQuery(
      { sql: text, params: [...params] },
      undefined,
      name,
      false,
    );
    const result = (await query.execute()) as { rows: Row[] };
    return result.rows;
  };
}
