import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { createStudio, type Studio } from '../../test/booking-factories';
import { startServerProcess } from '../../test/server-process';
import { buildApp } from '../app';
import { openDatabase } from '../db/open-database';
import { appointmentUnits, appointments } from '../db/schema';
import { book, expireNow } from '../../test/support/payments-kit';
import { expireUnpaidReservations } from './expire-unpaid';
import { loadConfig } from '../config/env';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // every UPDATE that cancels as 'sistema' leaves a row: "released once" is then countable
  await t.db.execute(sql`CREATE TABLE release_audit (appointment_id integer NOT NULL)`);
  await t.db.execute(sql`
    CREATE FUNCTION audit_release() RETURNS trigger AS $$
    BEGIN
      IF NEW.cancelado_por = 'sistema' THEN INSERT INTO release_audit VALUES (NEW.id); END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
  await t.db.execute(sql`
    CREATE TRIGGER audit_release AFTER UPDATE ON appointments
    FOR EACH ROW EXECUTE FUNCTION audit_release()`);
});
afterAll(() => t.close());

const studio = () =>
  createStudio(t, {
    depositType: 3,
    depositValue: '30.00',
    expiryHours: 24,
  });

async function unpaidPastExpiry(s: Studio, n: number) {
  const hours = ['09:00', '10:00', '11:00', '12:00', '16:00', '17:00', '18:00', '19:00'];
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await book(t, s, hours[i] ?? '09:00'));
  for (const id of ids) await expireNow(t, id);
  return ids;
}

async function auditCounts(ids: number[]) {
  const rows = (await t.db.execute(
    sql`SELECT appointment_id AS id, count(*)::int AS n FROM release_audit GROUP BY appointment_id`,
  )) as unknown as { rows: { id: number; n: number }[] };
  const byId = new Map(rows.rows.map((r) => [Number(r.id), Number(r.n)]));
  return ids.map((id) => byId.get(id) ?? 0);
}

describe('expiry of unpaid reservations', () => {
  it('releases only unpaid reservations past expires_at: cancelled by sistema, units freed', async () => {
    const s = await studio();
    const [expired] = await unpaidPastExpiry(s, 1);
    const pending = await book(t, s, '16:00'); // expires in 24 h
    const released = await expireUnpaidReservations(t.deps);
    expect(released).toContain(expired);
    expect(released).not.toContain(pending);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, expired ?? 0));
    expect(row).toMatchObject({
      cancelado: true,
      canceladoPor: 'sistema',
      cancelledAt: t.clock.now,
    });
    const units = await t.db
      .select()
      .from(appointmentUnits)
      .where(eq(appointmentUnits.appointmentId, expired ?? 0));
    expect(units).toHaveLength(0);
    // 24 h later the other one goes too
    t.clock.advance(24 * 3_600_000 + 1);
    expect(await expireUnpaidReservations(t.deps)).toContain(pending);
    t.clock.set('2026-11-23T12:00:00.000Z');
  });

  it('racing itself: each reservation is released exactly once', async () => {
    const s = await studio();
    const ids = await unpaidPastExpiry(s, 8);
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => expireUnpaidReservations(t.deps)),
    );
    const all = runs.flat().filter((id) => ids.includes(id));
    expect(all.sort()).toEqual([...ids].sort());
    expect(await auditCounts(ids)).toEqual(ids.map(() => 1));
  });

  it('the intervals come from EXPIRY_JOB_INTERVAL_MS and NOTIFICATIONS_INTERVAL_MS (config), refused when not a number', () => {
    expect(loadConfig({}).jobs).toEqual({
      expiryIntervalMs: 60_000,
      notificationsIntervalMs: 30_000,
    });
    expect(
      loadConfig({ EXPIRY_JOB_INTERVAL_MS: '500', NOTIFICATIONS_INTERVAL_MS: '50' }).jobs,
    ).toEqual({ expiryIntervalMs: 500, notificationsIntervalMs: 50 });
    expect(() => loadConfig({ EXPIRY_JOB_INTERVAL_MS: 'x' })).toThrow(/EXPIRY_JOB_INTERVAL_MS/);
    expect(() => loadConfig({ NOTIFICATIONS_INTERVAL_MS: '0' })).toThrow(
      /NOTIFICATIONS_INTERVAL_MS/,
    );
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two app instances on one PostgreSQL: released once',
    async () => {
      const s = await studio();
      const ids = await unpaidPastExpiry(s, 8);
      const second = await openDatabase({ kind: 'postgres', url: t.databaseUrl ?? '' });
      const { app, deps } = await buildApp({
        config: t.config,
        db: second.db,
        clock: () => t.clock.now,
        logger: false,
      });
      try {
        const runs = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            expireUnpaidReservations(i % 2 === 0 ? t.deps : deps),
          ),
        );
        expect(
          runs
            .flat()
            .filter((id) => ids.includes(id))
            .sort(),
        ).toEqual([...ids].sort());
        expect(await auditCounts(ids)).toEqual(ids.map(() => 1));
      } finally {
        await app.close();
        await second.close();
      }
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two server processes running the job every 100 ms: released once',
    async () => {
      const s = await studio();
      const ids = await unpaidPastExpiry(s, 6);
      const env = {
        DATABASE_URL: t.databaseUrl ?? '',
        PUBLIC_URL: t.config.publicUrl,
        EXPIRY_JOB_INTERVAL_MS: '100',
      };
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const servers = await Promise.all([
        startServerProcess(env, port),
        startServerProcess(env, port + 1),
      ]);
      try {
        for (let i = 0; i < 100; i++) {
          const rows = await t.db.select().from(appointments).where(inArray(appointments.id, ids));
          if (rows.every((r) => r.cancelado)) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        // a few more rounds of both jobs over already released rows
        await new Promise((r) => setTimeout(r, 500));
        const rows = await t.db.select().from(appointments).where(inArray(appointments.id, ids));
        expect(rows.every((r) => r.cancelado && r.canceladoPor === 'sistema')).toBe(true);
        expect(await auditCounts(ids)).toEqual(ids.map(() => 1));
      } finally {
        await Promise.all(servers.map((x) => x.stop()));
      }
    },
  );
});
