import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { loadConfig, type AppConfig } from '../src/config/env';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import type { MailMessage } from '../src/mail/mailer';
import { assertNoViolations, checkAnswersAgainstContract } from './contract-check';

/**
 * A real app over a real database: PGlite in memory, or (TEST_DB=postgres) a brand-new database
 * on TEST_DATABASE_URL's server, dropped at the end. Nothing of ours is mocked; the mailer keeps
 * messages in memory so tests can read links and codes.
 */
export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: Database['db'];
  config: AppConfig;
  /** set when the test runs on PostgreSQL: the URL of this test's own database */
  databaseUrl: string | undefined;
  /** the database's LISTEN (what main.ts hands the notification worker) */
  listen: Database['listen'];
  mails: MailMessage[];
  clock: { now: Date; set(iso: string | Date): void; advance(ms: number): void };
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return { database: await openDatabase({ kind: 'pglite-memory' }), drop: async () => {} };
  }
  const name = `turnos_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  return {
    database,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Where a test's app logs when the test reads its logs: each line written is pushed to `lines`
 * (`createTestApp(env, start, logInto(lines, 'info'))`).
 */
export function logInto(
  lines: string[],
  level: string,
): { stream: DestinationStream; level: string } {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, level };
}

export async function createTestApp(
  env: Record<string, string> = {},
  startAt = '2026-11-23T12:00:00.000Z',
  /** logs, when a test reads them (the log-redaction test); none by default */
  logTo?: { stream: DestinationStream; level: string },
): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: 'http://turnos.test',
    DATA_DIR: '/tmp/turnos-test-unused',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = {
    now: new Date(startAt),
    set(iso: string | Date) {
      clock.now = new Date(iso);
    },
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const mails: MailMessage[] = [];
  const { app, deps } = await buildApp({
    config,
    db: database.db,
    clock: () => clock.now,
    logger: logTo ?? false,
    mailer: { send: async (m) => void mails.push(m) },
  });
  // every answer is checked against its declared schema (packages/contract)
  const violations = checkAnswersAgainstContract(app);
  await app.ready();
  return {
    app,
    deps,
    db: database.db,
    config,
    databaseUrl: url,
    listen: database.listen,
    mails,
    clock,
    // the work a request left running after its answer (e-mails) is done when a call returns,
    // unless a test holds it (deps.afterResponse.hold()) to see what the request itself did
    call: async ({ token, headers, ...rest }) => {
      const res = await app.inject({
        ...rest,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      await deps.afterResponse.idle();
      assertNoViolations(violations);
      return res;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      assertNoViolations(violations);
    },
  };
}
