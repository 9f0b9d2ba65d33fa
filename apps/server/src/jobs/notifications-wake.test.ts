import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { addDays, studioNow } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { PASSWORD, body, createAdmin, createUser } from '../../test/factories';
import { api } from '../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../test/booking-factories';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { appointments, notifications } from '../db/schema';
import { LISTENER_APPLICATION_NAME } from '../db/listen-postgres';
import { queueAppointmentEvent } from '../modules/notifications/events';
import { WAKE_WINDOW_MS, wakeWorkersSoon } from '../modules/notifications/wake';
import { setOptions, withMessaging } from '../../test/support/messaging-kit';
import { startNotificationsWorker } from './notifications-worker';

/**
 * ADR 0040: a commit that queues a message wakes the worker (NOTIFY on PostgreSQL, PGlite's own
 * in-process NOTIFY), so with the safety-net poll set to 10 minutes a booking's e-mail and
 * WhatsApp still go out within a couple of seconds, each once; a rolled-back transaction wakes
 * nothing and sends nothing.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const TEN_MINUTES = 10 * 60_000;
const SOON_MS = 2_000;

let t: TestApp;
let admin: { token: string };
let m: Awaited<ReturnType<typeof withMessaging>>;
let wakes = 0;
let stopWorker: () => Promise<void>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function within(ms: number, done: () => boolean | Promise<boolean>) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await done()) return Date.now() - start;
    await sleep(20);
  }
  return Infinity;
}
const sent = () => m.smtp.received.length + m.wapp.messages.length;
const rows = () => t.db.select().from(notifications).orderBy(notifications.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  m = await withMessaging(t, admin.token);
  await setOptions(t, admin.token, {
    turnos_enviar_email_nuevo_turno: '1',
    turnos_enviar_wapp_nuevo_turno: '1',
    turnos_mensaje_wapp_nuevo_turno: 'Turno [Fecha] [Hora]',
  });
  stopWorker = startNotificationsWorker(t.deps, {
    intervalMs: TEN_MINUTES,
    listen: (channel, onNotify) =>
      t.listen(channel, () => {
        wakes += 1;
        onNotify();
      }),
  });
  // the pass at start and the first (catch-up) wake are over
  await sleep(300);
});
afterAll(async () => {
  await stopWorker?.();
  await m?.close();
  await t?.close();
});
beforeEach(() => {
  t.clock.set('2026-11-23T12:00:00Z');
  m.smtp.received.length = 0;
  m.wapp.messages.length = 0;
});

async function book(s: Studio, hora: string) {
  const res = await api(
    t,
    'POST',
    'reservar-turno',
    reserveParams(s, '2026-11-24', hora),
    s.client.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.id_turno as number;
}

/** An appointment row and its queued messages in one transaction, committed unless `fail`. */
async function queueInTransaction(
  s: Studio,
  hora: string,
  during: () => Promise<void>,
  fail = false,
) {
  await t.db.transaction(async (tx) => {
    const [a] = await tx
      .insert(appointments)
      .values({
        clientId: s.client.user.id,
        professionalBranchId: s.pbId,
        professionalId: s.pro.user.id,
        branchId: s.branch.id,
        serviceId: s.service.id,
        fecha: '2026-11-25',
        horaInicio: hora,
        horaFin: hora,
        serviceName: 'Color',
        professionalName: 'Pro',
        branchName: 'Centro',
      })
      .returning();
    await queueAppointmentEvent(tx, 'nuevo_turno', a!.id, t.deps.log);
    await during();
    if (fail) throw new Error('rollback');
  });
}

describe('the notification worker wakes on commit (poll every 10 minutes)', () => {
  it('a booking through the API sends its e-mail and WhatsApp within a couple of seconds, once', async () => {
    const s = await createStudio(t);
    await book(s, '10:00');
    const took = await within(SOON_MS, () => sent() === 2);
    expect(took).toBeLessThan(SOON_MS);
    expect(m.smtp.received.map((x) => x.to)).toEqual([[s.client.user.email]]);
    expect(m.wapp.messages.map((x) => x.text)).toEqual(['Turno 24/11/2026 10:00']);
    // several bookings in a burst: every message once, none waiting for the poll
    await Promise.all(['11:00', '12:00', '16:00', '17:00'].map((h) => book(s, h)));
    expect(await within(SOON_MS * 2, () => sent() === 10)).toBeLessThan(SOON_MS * 2);
    await sleep(300);
    expect(sent()).toBe(10);
    expect((await rows()).every((r) => r.status === 'enviado')).toBe(true);
  });

  it('wakes after bookings are folded: one NOTIFY per window, another for a later one', async () => {
    await sleep(300);
    const wakesBefore = wakes;
    // a burst across several turns of the event loop, inside one window
    for (let i = 0; i < 5; i++) {
      wakeWorkersSoon(t.db, (err) => {
        throw err;
      });
      await new Promise((r) => setImmediate(r));
    }
    await sleep(WAKE_WINDOW_MS + 300);
    expect(wakes - wakesBefore).toBe(1);
    wakeWorkersSoon(t.db, (err) => {
      throw err;
    });
    await sleep(WAKE_WINDOW_MS + 300);
    expect(wakes - wakesBefore).toBe(2);
  });

  it('wakes only after the commit, and a rolled-back transaction wakes nothing and sends nothing', async () => {
    const s = await createStudio(t);
    const before = (await rows()).length;
    const wakesBefore = wakes;
    await queueInTransaction(
      s,
      '10:00',
      async () => {
        await sleep(400);
      },
      true,
    ).catch(() => {});
    await sleep(500);
    expect(wakes).toBe(wakesBefore);
    expect(sent()).toBe(0);
    expect((await rows()).length).toBe(before);

    let wakesInside = -1;
    let sentInside = -1;
    await queueInTransaction(s, '11:00', async () => {
      await sleep(400);
      wakesInside = wakes - wakesBefore;
      sentInside = sent();
    });
    expect({ wakesInside, sentInside }).toEqual({ wakesInside: 0, sentInside: 0 });
    expect(await within(SOON_MS, () => sent() === 2)).toBeLessThan(SOON_MS);
    expect(wakes - wakesBefore).toBe(1);
  });

  it.runIf(onPostgres)('listens again after its connection is killed', async () => {
    const s = await createStudio(t);
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = $1 AND datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // the first retry comes after 0.5 s
    await sleep(1_000);
    await book(s, '10:00');
    expect(await within(SOON_MS, () => sent() === 2)).toBeLessThan(SOON_MS);
  });
});

describe.runIf(onPostgres)('two server processes on one PostgreSQL, poll every 10 minutes', () => {
  it(
    'a booking on either process is delivered within a couple of seconds, each message once',
    { timeout: 180_000 },
    async () => {
      await stopWorker();
      const s = await createStudio(t);
      const HOURS = ['09:00', '10:00', '11:00', '12:00', '16:00', '17:00'];
      const people = await Promise.all(
        HOURS.map((_, i) => createUser(t, { celular: `54929740${30001 + i}` })),
      );
      const env = {
        DATABASE_URL: t.databaseUrl ?? '',
        SMTP_URL: `${m.smtp.url}?ignoreTLS=true`,
        NOTIFICATIONS_INTERVAL_MS: String(TEN_MINUTES),
        PUBLIC_URL: 'http://turnos.test',
      };
      const port = 21_000 + Math.floor(Math.random() * 20_000);
      const servers: ServerProcess[] = await Promise.all([
        startServerProcess(env, port),
        startServerProcess(env, port + 1),
      ]);
      try {
        // the processes run on the real clock: their own tokens, a weekday ahead of the real date
        const fecha = nextWeekday(addDays(studioNow(new Date()).date, 2));
        await sleep(1_000); // both listening
        m.smtp.received.length = 0;
        m.wapp.messages.length = 0;
        for (const [i, c] of people.entries()) {
          const server = servers[i % 2]!;
          const token = await loginThrough(server.base, c.user.email);
          const res = await fetch(`${server.base}/wp-json/turnos/v1/reservar-turno`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              ...reserveParams(s, fecha, HOURS[i] ?? ''),
              id_cliente: c.user.id,
            }),
          });
          expect(res.status, `${HOURS[i]}: ${await res.clone().text()}`).toBe(200);
          const took = await within(SOON_MS, () => sent() === (i + 1) * 2);
          expect({ booking: i, took: took < SOON_MS }).toEqual({ booking: i, took: true });
        }
        await sleep(1_000);
      } finally {
        await Promise.all(servers.map((x) => x.stop()));
      }
      expect(m.smtp.received.map((x) => x.to[0]).sort()).toEqual(
        people.map((c) => c.user.email).sort(),
      );
      const texts = m.wapp.messages.map((x) => x.number);
      expect(texts).toHaveLength(people.length);
      expect(new Set(texts).size).toBe(people.length);
      const unsent = (await rows()).filter((r) => r.status !== 'enviado');
      expect(unsent).toEqual([]);
    },
  );
});

async function loginThrough(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/wp-json/simple-jwt-login/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const json = (await res.json()) as { data?: { jwt?: string } };
  if (!json.data?.jwt) throw new Error(`login failed: ${res.status} ${JSON.stringify(json)}`);
  return json.data.jwt;
}

/** `from` or the next day that is Monday to Friday (the studio works Monday–Saturday). */
function nextWeekday(from: string) {
  let d = from;
  while ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) d = addDays(d, 1);
  return d;
}
