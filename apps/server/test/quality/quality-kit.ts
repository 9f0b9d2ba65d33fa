import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness';

/** Both drivers answer raw queries with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `rate_limit_counters` is left out of every "nothing was written" check: it records each attempt
 * on purpose (a refused registration or login still counts against the caller's address, so
 * that guessing with bad input is throttled too). Every other table must stay as it was.
 */
export const WRITE_CHECK_EXCLUDED = ['rate_limit_counters'];

let tableNames: string[] | undefined;

async function tables(t: TestApp) {
  tableNames ??= rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((r) => r.table_name)
    .filter((n) => !WRITE_CHECK_EXCLUDED.includes(n) && !n.startsWith('__'));
  return tableNames;
}

/** Row count of every table (as in access-control.test.ts). */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const names = await tables(t);
  const cols = names.map((n) => `'${n}', (select count(*)::int from "${n}")`).join(', ');
  const [row] = rowsOf<{ j: Record<string, number> | string }>(
    await t.db.execute(sql.raw(`select json_build_object(${cols}) as j`)),
  );
  const j = row?.j ?? {};
  return typeof j === 'string' ? (JSON.parse(j) as Record<string, number>) : j;
}

/**
 * Row count and a digest of the contents of every table, in one round trip: equal before and
 * after means nothing was inserted, deleted or updated.
 */
export async function tableState(t: TestApp): Promise<Record<string, string>> {
  const names = await tables(t);
  const cols = names
    .map(
      (n) =>
        `'${n}', (select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "${n}" x)`,
    )
    .join(', ');
  const [row] = rowsOf<{ j: Record<string, string> | string }>(
    await t.db.execute(sql.raw(`select json_build_object(${cols}) as j`)),
  );
  const j = row?.j ?? {};
  return typeof j === 'string' ? (JSON.parse(j) as Record<string, string>) : j;
}

/** Library (English) validation texts that must never reach a user instead of a Spanish one. */
export const ENGLISH_LIBRARY_TEXT =
  /Expected|expected|Invalid input|Invalid option|Invalid string|Required|received|Too (big|small)|Unrecognized|invalid_type|must be|Bad Request|Internal Server|Unsupported Media|is not valid JSON|Body cannot be empty/;

/** The contract §1 error envelope with a Spanish message; returns the parsed body. */
export function expectErrorEnvelope(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
) {
  const problems: string[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    problems.push('body is not JSON');
  }
  const b = parsed as
    | { success?: unknown; error?: unknown; data?: { message?: unknown; errorCode?: unknown } }
    | undefined;
  if (b) {
    if (b.success !== false) problems.push('success is not false');
    if (typeof b.error !== 'string' || b.error.trim() === '')
      problems.push('error is not a non-empty string');
    else if (ENGLISH_LIBRARY_TEXT.test(b.error))
      problems.push(`error is a library text: ${b.error}`);
    if (b.data?.message !== b.error) problems.push('data.message differs from error');
    if (typeof b.data?.errorCode !== 'number') problems.push('data.errorCode is not a number');
  }
  if (problems.length > 0) {
    throw new Error(
      `${label}: ${res.statusCode} ${problems.join('; ')} — ${res.body.slice(0, 300)}`,
    );
  }
  return b as { success: false; error: string; data: { message: string; errorCode: number } };
}
