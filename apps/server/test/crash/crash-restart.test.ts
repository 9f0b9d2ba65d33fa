import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { activeUnits, addDays, studioNow, timeToMinutes } from '@turnos/domain';
import { openDatabase, type DatabaseTarget } from '../../src/db/open-database';
import { appointmentUnits, appointments, services } from '../../src/db/schema';
import { createJwtService } from '../../src/auth/jwt';
import {
  createBranch,
  createProfessional,
  createService,
  linkService,
  workSplitShifts,
} from '../catalog-factories';
import { createUser } from '../factories';
import type { TestApp } from '../harness';
import { exited, startServerProcess } from '../server-process';

/**
 * Crash and restart: a real server process takes a burst of concurrent bookings (many clients,
 * several days and times, many of them colliding), is killed with SIGKILL in the middle, and is
 * started again on the same data. Whatever a client was told was booked (HTTP 200 with an id) must
 * be there, no unit of a professional may be held twice, every appointment holds exactly the units
 * of its service's pattern, and the restarted server books again. Once per database: PGlite (a
 * fresh DATA_DIR, whose lock the killed process leaves behind) in `server-pglite`, PostgreSQL (a
 * fresh database on TEST_DATABASE_URL's server) in `server-pg`.
 */

const TURNOS = '/wp-json/turnos/v1';
const JWT_SECRET = `crash-test-${randomBytes(16).toString('hex')}`;
const PATTERN = '1101';
const CLIENTS = 40;
const REQUESTS = 360;
const IN_FLIGHT = 24;
/**
 * kill once this many requests have been answered (the rest are in flight or not sent yet), and at
 * least one of them was a confirmed booking. Counting answers, not confirmations: four days hold
 * only about 24–32 bookings of this pattern, so a fast server could answer all REQUESTS before a
 * confirmation threshold was ever reached, and the kill would come after the load.
 */
const KILL_AFTER_ANSWERS = REQUESTS / 4;
const KILL_AFTER_MS = 15_000;

const runsOnPglite = process.env.TEST_DB === 'pglite';
const runsOnPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** every server this file started: killed after each test, even one that timed out */
const started = new Set<ChildProcess>();
afterEach(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
});
/** stderr kept for the failure messages; every child registered at once for the clean-up above */
const SERVER_OPTIONS = { quiet: true, onSpawn: (child: ChildProcess) => started.add(child) };

const t0 = Date.now();
const phase = (what: string) =>
  console.log(`crash-restart +${((Date.now() - t0) / 1000).toFixed(1)}s ${what}`);

/** The studio, straight into the database before any server opens it. */
async function seedStudio(target: DatabaseTarget, issuer: string) {
  const database = await openDatabase(target);
  try {
    const jwt = createJwtService(JWT_SECRET, issuer, () => new Date());
    // the factories only need the database and a signer that signs like the server
    const t = { db: database.db, deps: { jwt } } as unknown as TestApp;
    const branch = await createBranch(t);
    const pro = await createProfessional(t, branch.id);
    // every day of the week, 09:00–13:00 and 16:00–20:00
    await workSplitShifts(t, pro.link.id);
    const service = await createService(t, {
      nombre: 'Color',
      duracion: PATTERN.length,
      pattern: PATTERN,
      precio: '8000.00',
    });
    const link = await linkService(t, pro.link.id, service.id);
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await createUser(t, { roles: ['cliente'] }));
    return { pbId: pro.link.id, linkId: link.id, clients };
  } finally {
    await database.close();
  }
}
type Studio = Awaited<ReturnType<typeof seedStudio>>;

async function freeSlots(base: string, s: Studio, fecha: string): Promise<string[]> {
  const url = new URL(`${base}${TURNOS}/obtener-horarios-disponibles`);
  url.searchParams.set('id_peluquero_sucursal', String(s.pbId));
  url.searchParams.set('id_servicio_de_peluquero_por_sucursal', String(s.linkId));
  url.searchParams.set('fecha', fecha);
  const res = await fetch(url);
  const body = (await res.json()) as { data: { horarios?: string[] } };
  return body.data.horarios ?? [];
}

type Outcome =
  | { kind: 'booked'; id: number; fecha: string; hora: string; client: number }
  | { kind: 'refused'; status: number }
  | { kind: 'lost'; error: string };

async function book(
  base: string,
  s: Studio,
  client: Studio['clients'][number],
  fecha: string,
  hora: string,
): Promise<Outcome> {
  try {
    const res = await fetch(`${base}${TURNOS}/reservar-turno`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}` },
      body: JSON.stringify({
        id_cliente: client.user.id,
        id_peluquero_sucursal: s.pbId,
        id_servicio_de_peluquero_por_sucursal: s.linkId,
        fecha,
        hora,
      }),
    });
    const body = (await res.json()) as { success: boolean; data: { id_turno?: number } };
    if (res.status === 200 && body.success && typeof body.data.id_turno === 'number') {
      return { kind: 'booked', id: body.data.id_turno, fecha, hora, client: client.user.id };
    }
    return { kind: 'refused', status: res.status };
  } catch (err) {
    // the connection died with the server: the client does not know (the booking may or may not exist)
    return { kind: 'lost', error: (err as Error).message };
  }
}

/**
 * REQUESTS bookings over the days' free times (each time asked for by several clients, and the
 * 4-unit pattern on a 15-minute grid makes neighbouring times collide too), IN_FLIGHT at a time;
 * `onAnswer` sees the running count of answers and of confirmations (the test kills the server from
 * there).
 */
async function bookingLoad(
  base: string,
  s: Studio,
  days: Array<{ fecha: string; slots: string[] }>,
  onAnswer: (answered: number, ok: number) => void,
): Promise<Outcome[]> {
  const wanted: Array<{ fecha: string; hora: string }> = [];
  for (let i = 0; wanted.length < REQUESTS; i++) {
    const day = days[i % days.length]!;
    // a deterministic spread: walk each day's times at a stride, so requests collide often
    const hora = day.slots[(i * 7) % day.slots.length]!;
    wanted.push({ fecha: day.fecha, hora });
  }
  const outcomes: Outcome[] = [];
  let next = 0;
  let ok = 0;
  let answered = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const i = next++;
      const { fecha, hora } = wanted[i]!;
      const outcome = await book(base, s, s.clients[i % s.clients.length]!, fecha, hora);
      outcomes.push(outcome);
      if (outcome.kind === 'booked') ok++;
      if (outcome.kind !== 'lost') onAnswer(++answered, ok);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return outcomes;
}

async function checkDatabase(
  target: DatabaseTarget,
  confirmed: Array<{ id: number; fecha: string; hora: string; client: number }>,
) {
  const database = await openDatabase(target);
  try {
    const db = database.db;
    const rows = await db
      .select({
        id: appointments.id,
        clientId: appointments.clientId,
        professionalId: appointments.professionalId,
        fecha: appointments.fecha,
        horaInicio: appointments.horaInicio,
        cancelado: appointments.cancelado,
        overbooking: appointments.overbooking,
        pattern: services.pattern,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId));
    const byId = new Map(rows.map((r) => [r.id, r]));

    // every confirmed booking is there, as it was confirmed
    const missing = confirmed.filter((c) => {
      const row = byId.get(c.id);
      return (
        !row ||
        row.cancelado ||
        row.fecha !== c.fecha ||
        row.horaInicio !== c.hora ||
        row.clientId !== c.client
      );
    });
    expect(missing, 'confirmed bookings missing after the crash').toEqual([]);

    // each appointment's units are exactly its service's pattern from its start
    const units = await db.select().from(appointmentUnits);
    const unitsOf = new Map<number, typeof units>();
    for (const u of units)
      unitsOf.set(u.appointmentId, [...(unitsOf.get(u.appointmentId) ?? []), u]);
    const wrong = rows.flatMap((r) => {
      const expected =
        r.cancelado || r.overbooking ? [] : activeUnits(timeToMinutes(r.horaInicio), r.pattern);
      const held = unitsOf.get(r.id) ?? [];
      const got = held.map((u) => u.unit).sort((a, b) => a - b);
      const same =
        got.length === expected.length &&
        got.every((u, i) => u === expected[i]) &&
        held.every((u) => u.fecha === r.fecha && u.professionalId === r.professionalId);
      return same ? [] : [{ id: r.id, fecha: r.fecha, hora: r.horaInicio, expected, got }];
    });
    expect(wrong, 'appointments whose units do not match their pattern').toEqual([]);
    const orphans = units.filter((u) => !byId.has(u.appointmentId));
    expect(orphans).toEqual([]);

    // no unit of a professional held by two active appointments (nor by a cancelled one)
    const holders = new Map<string, number[]>();
    for (const u of units) {
      const key = `${u.professionalId} ${u.fecha} ${u.unit}`;
      holders.set(key, [...(holders.get(key) ?? []), u.appointmentId]);
    }
    const doubled = [...holders].filter(
      ([, ids]) =>
        ids.filter((id) => byId.get(id)?.cancelado === false).length !== ids.length ||
        ids.length > 1,
    );
    expect(doubled, 'units held twice or by a cancelled appointment').toEqual([]);
    return { appointments: rows.filter((r) => !r.cancelado).length, units: units.length };
  } finally {
    await database.close();
  }
}

async function crashAndRestart(
  target: DatabaseTarget,
  env: Record<string, string>,
  dataDir: string,
) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  // the notification queue and the maintenance jobs keep running, as in production
  const serverEnv = {
    ADMIN_EMAIL: 'admin@crash.test',
    ADMIN_PASSWORD: 'Admin1234',
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    JWT_SECRET,
  };
  const studio = await seedStudio(target, publicUrl);

  phase(`${target.kind}: studio seeded`);
  let server = await startServerProcess(serverEnv, port, SERVER_OPTIONS);
  phase(`${target.kind}: server up`);
  const days: Array<{ fecha: string; slots: string[] }> = [];
  try {
    const today = studioNow().date;
    for (let i = 1; i < 15 && days.length < 5; i++) {
      const fecha = addDays(today, i);
      const slots = await freeSlots(server.base, studio, fecha);
      if (slots.length >= 8) days.push({ fecha, slots });
    }
    expect(days.length, 'bookable days').toBe(5);
    // four days take the load; the fifth stays free for the booking after the restart
    const spare = days.pop()!;

    // the load, killed in the middle
    const killedPid = server.child.pid!;
    let killed = false;
    const first = server;
    const kill = (why: string) => {
      if (killed) return;
      killed = true;
      phase(`${target.kind}: SIGKILL (${why})`);
      first.child.kill('SIGKILL');
    };
    // on a slow machine, kill mid-load by time if the confirmations come slowly
    const timer = setTimeout(() => kill('time'), KILL_AFTER_MS);
    const outcomes = await bookingLoad(server.base, studio, days, (answered, ok) => {
      if (answered >= KILL_AFTER_ANSWERS && ok > 0) kill(`${answered} answered, ${ok} confirmed`);
    });
    clearTimeout(timer);
    // a load that ended before the kill (e.g. bookings answered with errors) fails here at once
    // instead of waiting for the test's timeout on a server that nobody stops
    const cutMidLoad = killed;
    kill('the load ended first');
    await exited(first.child);
    expect(cutMidLoad, 'the server was killed during the load').toBe(true);
    expect(first.child.signalCode).toBe('SIGKILL');
    const booked = outcomes.flatMap((o) => (o.kind === 'booked' ? [o] : []));
    const refused = outcomes.filter((o) => o.kind === 'refused');
    const lost = outcomes.filter((o) => o.kind === 'lost');
    // the load really collided (409-like refusals) and really was cut (requests without an answer)
    expect(booked.length, 'bookings confirmed before the kill').toBeGreaterThan(0);
    expect(refused.length, 'colliding bookings refused').toBeGreaterThan(0);
    expect(lost.length, 'requests cut off by the kill').toBeGreaterThan(0);
    expect(
      refused.filter((o) => o.kind === 'refused' && o.status >= 500),
      'refusals answered with a 5xx',
    ).toEqual([]);

    // PGlite: the killed process's lock is still there; the new process must take it over
    if (target.kind === 'pglite') {
      expect(fs.readFileSync(path.join(dataDir, 'turnos.lock'), 'utf8').trim()).toBe(
        String(killedPid),
      );
    }
    server = await startServerProcess(serverEnv, port, SERVER_OPTIONS);
    phase(`${target.kind}: restarted`);

    // bookings work again: the first free time of a day the load touched, or of the spare day
    let target2 = spare;
    let again: string | undefined;
    for (const day of [...days, spare]) {
      again = (await freeSlots(server.base, studio, day.fecha))[0];
      target2 = day;
      if (again) break;
    }
    expect(again, 'a free time after the restart').toBeDefined();
    const after = await book(server.base, studio, studio.clients[0]!, target2.fecha, again!);
    expect(after.kind, JSON.stringify(after)).toBe('booked');
    const secondTry = await book(server.base, studio, studio.clients[1]!, target2.fecha, again!);
    expect(secondTry).toMatchObject({ kind: 'refused' });
    await server.stop();
    phase(`${target.kind}: stopped`);

    const found = await checkDatabase(target, [
      ...booked,
      ...(after.kind === 'booked' ? [after] : []),
    ]);
    console.log(
      `crash-restart ${target.kind}: ${outcomes.length} requests, ${booked.length} confirmed, ` +
        `${refused.length} refused, ${lost.length} without answer (killed); after restart ` +
        `${found.appointments} active appointments, ${found.units} units, all consistent`,
    );
  } finally {
    await server.stop('SIGKILL');
  }
}

describe.skipIf(!runsOnPglite)('crash and restart on PGlite', () => {
  it(
    'keeps every confirmed booking and no double booking after SIGKILL',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-crash-'));
      try {
        await crashAndRestart({ kind: 'pglite', dataDir }, { DATABASE_URL: '' }, dataDir);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe.skipIf(!runsOnPostgres)('crash and restart on PostgreSQL', () => {
  it(
    'keeps every confirmed booking and no double booking after SIGKILL',
    { timeout: 120_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `turnos_crash_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-crash-pg-'));
      try {
        await crashAndRestart(
          { kind: 'postgres', url: url.toString() },
          { DATABASE_URL: url.toString() },
          dataDir,
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      }
    },
  );
});
