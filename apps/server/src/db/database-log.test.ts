import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseLog } from './open-database';
import { LISTENER_APPLICATION_NAME } from './listen-postgres';
import type { Database } from './types';

/**
 * What goes wrong in the background on PostgreSQL — an idle pooled connection killed, the LISTEN
 * connection lost — is reported to the server's logger with its fields (ADR 0096), not as a
 * process warning that skips the structured log.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && !!url;

describe.runIf(onPostgres)('background database errors go to the logger', () => {
  const lines: { obj: object; msg: string }[] = [];
  const log: DatabaseLog = { warn: (obj, msg) => lines.push({ obj, msg }) };
  const name = `turnos_log_${randomBytes(5).toString('hex')}`;
  let database: Database;
  let target: string;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);

  const admin = async <T>(fn: (c: pg.Client) => Promise<T>, db = url): Promise<T> => {
    const c = new pg.Client({ connectionString: db });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  const within = async (ms: number, ok: () => boolean) => {
    const end = Date.now() + ms;
    while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    return ok();
  };

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const u = new URL(url ?? '');
    u.pathname = `/${name}`;
    target = u.toString();
    database = await openDatabase({ kind: 'postgres', url: target, log });
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await database.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('an idle pooled connection killed by the server is logged, not emitted as a warning', async () => {
    await database.db.execute(sql`select 1`);
    const killed = await admin((c) =>
      c.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> $2`,
        [name, LISTENER_APPLICATION_NAME],
      ),
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    expect(
      await within(5_000, () => lines.some((l) => /idle connection was lost/.test(l.msg))),
    ).toBe(true);
    const line = lines.find((l) => /idle connection was lost/.test(l.msg));
    expect(line?.obj).toHaveProperty('err');
    // the pool replaces it: the next query works
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    expect(warnings.filter((w) => /PostgreSQL/.test(w))).toEqual([]);
  });

  it('a lost LISTEN connection is logged with its channel', async () => {
    const unlisten = await database.listen('turnos_log_test', () => {});
    try {
      await admin((c) =>
        c.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = $1 AND application_name = $2`,
          [name, LISTENER_APPLICATION_NAME],
        ),
      );
      expect(
        await within(5_000, () =>
          lines.some((l) => 'channel' in l.obj && l.obj.channel === 'turnos_log_test'),
        ),
      ).toBe(true);
      expect(warnings.filter((w) => /PostgreSQL/.test(w))).toEqual([]);
    } finally {
      await unlisten();
    }
  });
});
