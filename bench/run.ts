/**
 * `npm run bench`: builds a large studio on PostgreSQL and/or PGlite, starts the real server
 * against each, and loads availability, booking and /healthz. Not part of `npm test`.
 *
 * Environment:
 *   BENCH_SCALE        full (default: 1,000,000 appointments) | small (quick run, ~1 minute)
 *   BENCH_DB           both (default) | postgres | pglite
 *   BENCH_PG_URL       admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 *                      the database turnos_bench is created there and dropped at the end
 *   BENCH_PG_DB        that database's name instead of turnos_bench (when several people share the server)
 *   BENCH_PGLITE_APPOINTMENTS  appointments for PGlite (default: 200,000 at full scale, see docs/performance.md)
 *   BENCH_CONNECTIONS  concurrent connections of the load phases (default 50)
 *   BENCH_SECONDS      measured seconds per phase (default 20; small: 5), after BENCH_WARMUP (3; small: 1)
 *   BENCH_BOOKING_WARMUP  warm-up seconds of the two booking phases (default: BENCH_WARMUP when set,
 *                      else 5 at any scale): the first phase otherwise pays for V8 compiling the
 *                      booking code, and its ratio to /healthz swung with it (issue 30)
 *   BENCH_NODE_FLAGS   extra node flags for the server process only (e.g. to A/B a GC setting); the
 *                      server otherwise runs with exactly the command line of `npm run serve`
 *   BENCH_WORKERS      PostgreSQL: the server's WORKERS (server processes on the port; default 1)
 *   BENCH_REUSE=1      keep the built data and reuse it next time (load phases only): PostgreSQL keeps
 *                      turnos_bench; PGlite keeps $TMPDIR/turnos-bench-pglite-<appointments> and copies it
 *   BENCH_OUT          also write the results as JSON to this file
 *   BENCH_ONLY=agenda  run only the branch agenda phase (obtener-agenda-sucursal), e.g. at small scale
 *   BENCH_ONLY=report  run only the year's report timing (obtener-reporte, whole studio), e.g. at small scale
 *   BENCH_ONLY=charge  run only the charge phase (registrar-cobro at 20 connections), e.g. at small scale
 *   BENCH_ONLY=import  run only the import timing (importar-clientes of 10,000 new clients), e.g. at small scale
 *   BENCH_ONLY=booking run only the bookings by role (issue 30): the targets' collection, /healthz and
 *                      reservar-turno by the client and by staff at 20 connections
 *   BENCH_PORT         the server's port (default: a free one the system picks)
 *   BENCH_SERVER_ROOT  run the server from another checkout (to measure a change); its `serve` script
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import { hash } from '@node-rs/argon2';
import { addDays, studioNow, weekdayIndex } from '@turnos/domain';
import { openDatabase } from '../apps/server/src/db/open-database';
import { BIG_BRANCH, buildDataset, type DatasetInfo, type Scale, type Sql } from './dataset';
import { runPhase, type PhaseResult, type Req } from './load';
import { cpuSampler } from './cpu';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const small = env.BENCH_SCALE === 'small';
const which = env.BENCH_DB ?? 'both';
if (!['both', 'postgres', 'pglite'].includes(which)) throw new Error(`BENCH_DB=${which}?`);
const adminUrl = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB_NAME = env.BENCH_PG_DB ?? 'turnos_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB_NAME)) throw new Error(`BENCH_PG_DB=${BENCH_DB_NAME}?`);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(env.BENCH_SECONDS ?? (small ? 5 : 20));
const warmup = Number(env.BENCH_WARMUP ?? (small ? 1 : 3));
/** Issue 30: the booking phases warm up longer (the client's, measured first, compiles the code). */
const bookingWarmup = Number(env.BENCH_BOOKING_WARMUP ?? env.BENCH_WARMUP ?? 5);
const reuse = env.BENCH_REUSE === '1';
const onlyAgenda = env.BENCH_ONLY === 'agenda';
const onlyReport = env.BENCH_ONLY === 'report';
const onlyCharge = env.BENCH_ONLY === 'charge';
const onlyImport = env.BENCH_ONLY === 'import';
const onlyBooking = env.BENCH_ONLY === 'booking';
/** Issue 19: a year's report of the whole studio answers within this (PostgreSQL, PGlite). */
const REPORT_TARGET_MS = { postgres: 500, pglite: 2_000 } as const;
/** Issue 17: the branch agenda's week answers within this p99. */
const AGENDA_TARGET_P99_MS = 50;
/** Issue 30: bookings by both roles are measured at this many connections, against /healthz at the same. */
const BOOK_CONNECTIONS = 20;
const bookingPhase = (role: 'cliente' | 'staff') =>
  `POST reservar-turno (${role}, ${BOOK_CONNECTIONS} conn)`;
/** Issue 30: each role's booking throughput as a share of /healthz at the same connections. */
const BOOKING_RATIO_TARGET = { postgres: 0.1, pglite: 0.15 } as const;
const BOOKING_P99_TARGET_MS = 100;
/** another checkout to run the server from (to measure a proposed change); default this one */
const serverRoot = env.BENCH_SERVER_ROOT ?? root;

const FULL: Scale = {
  name: 'full',
  branches: 20,
  professionals: 100,
  twoBranchProfessionals: 20,
  clients: 50_000,
  appointments: 1_000_000,
  daysBack: 365,
  daysAhead: 365,
};
const SMALL: Scale = { ...FULL, name: 'small', clients: 5_000, appointments: 50_000 };
const baseScale = small ? SMALL : FULL;
const pgliteScale: Scale = {
  ...baseScale,
  appointments: Number(env.BENCH_PGLITE_APPOINTMENTS ?? (small ? 50_000 : 200_000)),
};

const log = (msg: string) => console.log(msg);
const secs = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

function freePort(): Promise<number> {
  if (env.BENCH_PORT) return Promise.resolve(Number(env.BENCH_PORT));
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() =>
        typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The checkout's server bundle (ADR 0079), built once per run where the checkout has one. */
let bundled: Promise<void> | undefined;
function buildServerOnce(checkout: string): Promise<void> {
  bundled ??= (async () => {
    const script = path.join(checkout, 'apps', 'server', 'scripts', 'build.ts');
    if (!existsSync(script)) return;
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: checkout,
        stdio: 'inherit',
      });
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`server build exited ${code}`)),
      );
    });
  })();
  return bundled;
}

/** The node arguments of the root package's `serve` script: the server as production runs it. */
async function serveArgs(checkout: string): Promise<string[]> {
  const pkg = JSON.parse(await readFile(path.join(checkout, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const [command, ...args] = (pkg.scripts?.serve ?? '').split(/\s+/).filter(Boolean);
  if (command !== 'node' || args.length === 0) {
    throw new Error(`expected "serve": "node <flags> <entry>" in ${checkout}/package.json`);
  }
  return args;
}

async function startServer(dbEnv: Record<string, string>, jwtSecret: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeFlags = (env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  await buildServerOnce(serverRoot);
  const args = [...nodeFlags, ...(await serveArgs(serverRoot))];
  log(`  server: node ${args.join(' ')}`);
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      JWT_SECRET: jwtSecret,
      SEED: '',
      // autocannon does not honour `Connection: close`: it would keep writing on a connection the
      // server ends after its per-socket limit (1,000 requests) and count the 503s
      HTTP_MAX_REQUESTS_PER_SOCKET: '0',
      ...dbEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      return {
        base,
        pid: child.pid,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            // a clean exit (not SIGKILL) is what writes a --cpu-prof profile: the notifications the
            // load queued may keep the jobs busy a while after SIGTERM
            const kill = setTimeout(() => {
              log('  server: no exit 60 s after SIGTERM, killed (no --cpu-prof profile)');
              child.kill('SIGKILL');
            }, 60_000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /healthz in time');
}

const pick = <T>(xs: readonly T[]): T => {
  const x = xs[Math.floor(Math.random() * xs.length)];
  if (x === undefined) throw new Error('empty list');
  return x;
};

interface Offer {
  pb: number;
  ps: number;
  fecha: string;
  horarios: string[];
}

type Link = [pb: number, ps: number, units: number];
interface Target {
  pb: number;
  ps: number;
  fecha: string;
  hora: string;
}

/**
 * Uncontended bookings (issue 16): from what availability offered for every service link over
 * the agenda's next 59 days (today left out: its starts pass during the run), per
 * professional-branch and date, starts whose whole span (the service's length in units) shares no
 * unit with another target's, in random order.
 */
function bookingTargets(offers: Offer[], unitsOf: Map<number, number>) {
  const byDay = new Map<string, Target[]>();
  for (const o of offers) {
    const key = `${o.pb}|${o.fecha}`;
    const list = byDay.get(key) ?? [];
    for (const hora of o.horarios) list.push({ pb: o.pb, ps: o.ps, fecha: o.fecha, hora });
    byDay.set(key, list);
  }
  const unit = (hora: string) => (Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5))) / 15;
  const targets: Target[] = [];
  for (const list of byDay.values()) {
    list.sort((a, b) => unit(a.hora) - unit(b.hora));
    const used = new Set<number>();
    for (const t of list) {
      const span = Array.from({ length: unitsOf.get(t.ps) ?? 6 }, (_, i) => unit(t.hora) + i);
      if (span.some((u) => used.has(u))) continue;
      for (const u of span) used.add(u);
      targets.push(t);
    }
  }
  for (let i = targets.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [targets[i], targets[j]] = [targets[j] as Target, targets[i] as Target];
  }
  return targets;
}

/**
 * Reception (issue 17): the admin reads branch 1's week — its BIG_BRANCH (10) professionals (and a
 * Saturday colleague) with every appointment of Monday to Sunday — for a random past week of the
 * last eight (the fuller ones), 20 connections; p99 printed against the 50 ms target.
 */
async function branchAgendaPhase(
  base: string,
  key: Uint8Array,
  iat: number,
  today: string,
  common: {
    base: string;
    warmupSeconds: number;
    seconds: number;
    cpu: () => Record<string, number> | undefined;
  },
) {
  const admin = await new SignJWT({ id: 1, email: 'admin@bench.test' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + 3_600)
    .setIssuer(base)
    .sign(key);
  const monday = addDays(today, -weekdayIndex(today));
  const week = (w: number) => {
    const desde = addDays(monday, -7 * w);
    return `/wp-json/turnos/v1/obtener-agenda-sucursal?id_sucursal=1&fecha_desde=${desde}&fecha_hasta=${addDays(desde, 6)}`;
  };
  const headers = { authorization: `Bearer ${admin}` };
  // what one answer holds (not measured)
  const probe = await fetch(new URL(week(1), base), { headers });
  const data = ((await probe.json()) as { data: { profesionales: unknown[]; turnos: unknown[] } })
    .data;
  log(
    `  branch 1's week: ${data.profesionales.length} columns (${BIG_BRANCH} professionals work there Monday–Friday), ${data.turnos.length} appointments (HTTP ${probe.status})`,
  );
  const next = () => ({
    method: 'GET' as const,
    path: week(1 + Math.floor(Math.random() * 8)),
    headers,
  });
  // the target is the screen's answer time (one reception desk: one request at a time); 20
  // desks at once show what the process sustains, without a target
  const one = await runPhase({
    ...common,
    name: 'GET obtener-agenda-sucursal (1 conn)',
    connections: 1,
    next,
  });
  log(
    `  branch agenda week p99 ${one.p99.toFixed(1)} ms at 1 connection (target ${AGENDA_TARGET_P99_MS} ms): ${one.p99 <= AGENDA_TARGET_P99_MS ? 'ok' : 'OVER'}`,
  );
  const twenty = await runPhase({
    ...common,
    name: 'GET obtener-agenda-sucursal (20 conn)',
    connections: 20,
    next,
  });
  return [one, twenty];
}

/**
 * Issue 19: one-shot timings of `obtener-reporte` for the last 365 days of the whole studio (one
 * request at a time: the owner opens the screen; not a load phase). One unmeasured call first.
 */
async function reportTiming(
  base: string,
  key: Uint8Array,
  iat: number,
  today: string,
  kind: keyof typeof REPORT_TARGET_MS,
): Promise<PhaseResult> {
  const admin = await new SignJWT({ id: 1, email: 'admin@bench.test' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + 3_600)
    .setIssuer(base)
    .sign(key);
  const url = new URL(
    `/wp-json/turnos/v1/obtener-reporte?fecha_desde=${addDays(today, -364)}&fecha_hasta=${today}`,
    base,
  );
  const headers = { authorization: `Bearer ${admin}` };
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let turnos = 0;
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (i === 0) {
      turnos = res.ok
        ? (JSON.parse(text) as { data: { resumen: { turnos: number } } }).data.resumen.turnos
        : 0;
      continue;
    }
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    times.push(ms);
  }
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const target = REPORT_TARGET_MS[kind];
  log(
    `  year report (whole studio, ${turnos} turnos): median ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (target ${target} ms): ${at(1) <= target ? 'ok' : 'OVER'}`,
  );
  return {
    name: 'GET obtener-reporte (year, 1 at a time)',
    connections: 1,
    seconds: times.reduce((x, y) => x + y, 0) / 1000,
    requests: times.length,
    rps: times.length / (times.reduce((x, y) => x + y, 0) / 1000),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(1),
    max: at(1),
    statuses,
    errors: 0,
  };
}

/** Issue 31: a charge at the counter answers within this p99 at CHARGE_CONNECTIONS (PostgreSQL). */
const CHARGE_TARGET_P99_MS = 50;
const CHARGE_CONNECTIONS = 20;

/**
 * Issue 31: `registrar-cobro` at 20 connections. The admin opens branch 1's till (or takes the one
 * open), creates 40 products with ample stock there, and reads the branch's appointments of the
 * last 93 days (not measured); each request then charges one of them, never charged before, with
 * one unit of a random product, paid in cash with change (once the appointments run out, the
 * product alone).
 */
async function chargePhase(
  base: string,
  key: Uint8Array,
  iat: number,
  today: string,
  common: {
    base: string;
    warmupSeconds: number;
    seconds: number;
    cpu: () => Record<string, number> | undefined;
  },
): Promise<PhaseResult> {
  const admin = await new SignJWT({ id: 1, email: 'admin@bench.test' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + 3_600)
    .setIssuer(base)
    .sign(key);
  const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const call = async <T>(method: 'GET' | 'POST', name: string, params: Record<string, unknown>) => {
    const url = new URL(`/wp-json/turnos/v1/${name}`, base);
    if (method === 'GET')
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { data: T } };
  };
  const opened = await call<{ id_caja: number }>('POST', 'abrir-caja', {
    id_sucursal: 1,
    monto_inicial: '10000',
  });
  const idCaja =
    opened.status === 200
      ? opened.body.data.id_caja
      : (
          await call<{ caja: { id_caja: number } | null }>('GET', 'obtener-caja', {
            id_sucursal: 1,
          })
        ).body.data.caja?.id_caja;
  if (idCaja === undefined) throw new Error(`no till at branch 1 (HTTP ${opened.status})`);
  // a shelf of products, so that the charges do not all queue on one product's stock row
  const shelf: number[] = [];
  for (let i = 0; i < 40; i++) {
    const product = await call<{ id_producto: number }>('POST', 'crear-producto', {
      nombre: `Bench producto ${i}`,
      precio: '1500.50',
      codigo: `bench-${randomUUID()}`,
    });
    shelf.push(product.body.data.id_producto);
    await call('POST', 'ajustar-stock', {
      id_producto: product.body.data.id_producto,
      id_sucursal: 1,
      cantidad: 100_000,
      motivo: 'bench',
    });
  }
  const turnos: number[] = [];
  for (let w = 1; w <= 3; w++) {
    const desde = addDays(today, -31 * w);
    const agenda = await call<{
      turnos: { id_turno: number; ocupado: string; cobrado?: string }[];
    }>('GET', 'obtener-agenda-sucursal', {
      id_sucursal: 1,
      fecha_desde: desde,
      fecha_hasta: addDays(desde, 30),
    });
    for (const t of agenda.body.data.turnos) {
      if (t.ocupado === '0' && t.cobrado !== '1') turnos.push(t.id_turno);
    }
  }
  log(
    `  ${turnos.length.toLocaleString('en')} appointments of branch 1 to charge (till ${idCaja})`,
  );
  let nextTurno = 0;
  const result = await runPhase({
    ...common,
    name: `POST registrar-cobro (${CHARGE_CONNECTIONS} conn)`,
    connections: CHARGE_CONNECTIONS,
    next: () => {
      const id = turnos[nextTurno++];
      return {
        method: 'POST',
        path: '/wp-json/turnos/v1/registrar-cobro',
        headers,
        body: JSON.stringify({
          id_caja: idCaja,
          items: [
            ...(id === undefined ? [] : [{ tipo: 'servicio', id_turno: id }]),
            { tipo: 'producto', id_producto: pick(shelf), cantidad: 1 },
          ],
          pagos: [{ medio: 'efectivo', monto: '200000' }],
        }),
      };
    },
  });
  log(
    `  charge p99 ${result.p99.toFixed(1)} ms at ${CHARGE_CONNECTIONS} connections (target ${CHARGE_TARGET_P99_MS} ms on PostgreSQL): ${result.p99 <= CHARGE_TARGET_P99_MS ? 'ok' : 'OVER'}`,
  );
  return result;
}

/** Issue 34: 10,000 new clients import within this on the embedded database (PGlite). */
const IMPORT_TARGET_MS = 20_000;
const IMPORT_CLIENTS = 10_000;

/**
 * Issue 34: `importar-clientes` of a 10,000-client CSV as a spreadsheet in Argentina saves it (`;`,
 * a BOM, accents, a third with a note, phones in local spellings), one request at a time: first
 * `simular` (the preview), then the real import, then the same file again (every line matched).
 */
async function importTiming(
  base: string,
  key: Uint8Array,
  iat: number,
  kind: keyof typeof REPORT_TARGET_MS,
): Promise<PhaseResult> {
  const admin = await new SignJWT({ id: 1, email: 'admin@bench.test' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + 3_600)
    .setIssuer(base)
    .sign(key);
  const tag = randomBytes(4).toString('hex');
  const lines = ['nombre;email;celular;nota'];
  for (let i = 0; i < IMPORT_CLIENTS; i++) {
    const phone = `11 ${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i).padStart(4, '0')}`;
    lines.push(
      `María José Núñez ${i};importada${i}-${tag}@bench.test;${phone};${i % 3 === 0 ? '"Prefiere la mañana; sin amoníaco"' : ''}`,
    );
  }
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
  const send = async (simular: '0' | '1') => {
    const form = new FormData();
    form.append('simular', simular);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'clientes.csv');
    const t0 = performance.now();
    const res = await fetch(new URL('/wp-json/turnos/v1/importar-clientes', base), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`importar-clientes answered ${res.status}: ${text.slice(0, 300)}`);
    const data = (JSON.parse(text) as { data: { resumen: Record<string, number> } }).data;
    return { ms, status: res.status, resumen: data.resumen };
  };
  const simulated = await send('1');
  const real = await send('0');
  const again = await send('0');
  const kb = (Buffer.byteLength(csv) / 1024).toFixed(0);
  const target =
    kind === 'pglite'
      ? `target ${IMPORT_TARGET_MS / 1000} s on PGlite: ${real.ms <= IMPORT_TARGET_MS ? 'ok' : 'OVER'}`
      : 'no target on PostgreSQL';
  log(
    `  import ${IMPORT_CLIENTS.toLocaleString('en')} clients (${kb} KB): simular ${(simulated.ms / 1000).toFixed(1)} s, ` +
      `import ${(real.ms / 1000).toFixed(1)} s ${JSON.stringify(real.resumen)}, again ${(again.ms / 1000).toFixed(1)} s ` +
      `${JSON.stringify(again.resumen)} (${target})`,
  );
  const times = [simulated.ms, real.ms, again.ms];
  const total = times.reduce((x, y) => x + y, 0);
  return {
    name: `POST importar-clientes (${IMPORT_CLIENTS.toLocaleString('en')}, 1 at a time)`,
    connections: 1,
    seconds: total / 1000,
    requests: times.length,
    rps: times.length / (total / 1000),
    p50: real.ms,
    p90: Math.max(...times),
    p99: Math.max(...times),
    max: Math.max(...times),
    statuses: { '200': times.length },
    errors: 0,
  };
}

async function loadPhases(
  base: string,
  info: DatasetInfo,
  links: Link[],
  jwtSecret: string,
  cpu: () => Record<string, number> | undefined,
  kind: keyof typeof REPORT_TARGET_MS,
) {
  const today = studioNow().date;
  const key = new TextEncoder().encode(jwtSecret);
  const iat = Math.floor(Date.now() / 1000);
  const tokens: { id: number; token: string }[] = [];
  for (let i = 0; i < 2_000; i++) {
    const id =
      info.clientIdFrom + Math.floor(Math.random() * (info.clientIdTo - info.clientIdFrom + 1));
    const token = await new SignJWT({
      id,
      email: `cliente${id - info.clientIdFrom + 1}@bench.test`,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setJti(randomUUID())
      .setExpirationTime(iat + 3_600)
      .setIssuer(base)
      .sign(key);
    tokens.push({ id, token });
  }
  const common = { base, warmupSeconds: warmup, seconds, cpu };
  const results: PhaseResult[] = [];
  const show = (r: PhaseResult) => {
    results.push(r);
    log(
      `  ${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  ` +
        `p99 ${r.p99.toFixed(1).padStart(6)} ms  ${JSON.stringify(r.statuses)}${r.errors ? `  errors ${r.errors}` : ''}` +
        (r.cpuMsPerRequest
          ? `  CPU ms/req ${Object.entries(r.cpuMsPerRequest)
              .map(([k, v]) => `${k} ${v.toFixed(2)}`)
              .join(', ')}`
          : ''),
    );
  };

  if (onlyAgenda) {
    for (const r of await branchAgendaPhase(base, key, iat, today, common)) show(r);
    return results;
  }
  if (onlyReport) {
    show(await reportTiming(base, key, iat, today, kind));
    return results;
  }
  if (onlyCharge) {
    show(await chargePhase(base, key, iat, today, common));
    return results;
  }
  if (onlyImport) {
    show(await importTiming(base, key, iat, kind));
    return results;
  }
  if (!onlyBooking) show(await reportTiming(base, key, iat, today, kind));

  if (!onlyBooking)
    show(
      await runPhase({
        ...common,
        name: 'GET /healthz',
        connections,
        next: () => ({ method: 'GET', path: '/healthz' }),
      }),
    );

  const availability = (): Req => {
    const [pb, ps] = pick(links);
    const fecha = addDays(today, Math.floor(Math.random() * 30));
    return {
      method: 'GET',
      path: `/wp-json/turnos/v1/obtener-horarios-disponibles?id_peluquero_sucursal=${pb}&id_servicio_de_peluquero_por_sucursal=${ps}&fecha=${fecha}`,
    };
  };
  const offers: Offer[] = [];
  const keepOffer = (req: Req, status: number, body: string) => {
    if (status !== 200 || offers.length >= 20_000) return;
    const horarios = (JSON.parse(body) as { data: { horarios: string[] } }).data.horarios;
    if (horarios.length === 0) return;
    const u = new URL(req.path, base);
    offers.push({
      pb: Number(u.searchParams.get('id_peluquero_sucursal')),
      ps: Number(u.searchParams.get('id_servicio_de_peluquero_por_sucursal')),
      fecha: u.searchParams.get('fecha') ?? today,
      horarios,
    });
  };
  if (!onlyBooking) {
    show(
      await runPhase({
        ...common,
        name: 'GET obtener-horarios-disponibles',
        connections,
        next: availability,
        onResponse: keepOffer,
      }),
    );
    show(
      await runPhase({
        ...common,
        name: 'GET obtener-horarios (20 conn)',
        connections: 20,
        next: availability,
      }),
    );
    show(
      await runPhase({
        ...common,
        seconds: Math.max(2, seconds / 4),
        name: 'GET obtener-horarios (1 conn)',
        connections: 1,
        next: availability,
      }),
    );
    if (offers.length === 0) throw new Error('no availability answer offered any slot');
  }

  // what to book: every link's offers for the next 59 days (not measured)
  const days = 59;
  const asked: Req[] = links.flatMap(([pb, ps]) =>
    Array.from({ length: days }, (_, d) => ({
      method: 'GET' as const,
      path: `/wp-json/turnos/v1/obtener-horarios-disponibles?id_peluquero_sucursal=${pb}&id_servicio_de_peluquero_por_sucursal=${ps}&fecha=${addDays(today, d + 1)}`,
    })),
  );
  const bookable: Offer[] = [];
  let nextAsk = 0;
  await runPhase({
    base,
    name: 'collect',
    connections,
    warmupSeconds: 0,
    seconds: 600,
    amount: asked.length,
    next: () => asked[nextAsk++ % asked.length] ?? pick(asked),
    onResponse: (req, status, body) => {
      if (status !== 200) return;
      const horarios = (JSON.parse(body) as { data: { horarios: string[] } }).data.horarios;
      const u = new URL(req.path, base);
      bookable.push({
        pb: Number(u.searchParams.get('id_peluquero_sucursal')),
        ps: Number(u.searchParams.get('id_servicio_de_peluquero_por_sucursal')),
        fecha: u.searchParams.get('fecha') ?? today,
        horarios,
      });
    },
  });
  if (!onlyBooking) for (const r of await branchAgendaPhase(base, key, iat, today, common)) show(r);

  const targets = bookingTargets(bookable, new Map(links.map(([, ps, units]) => [ps, units])));
  log(
    `  ${targets.length.toLocaleString('en')} non-overlapping starts to book (availability of ${links.length} links × ${days} days)`,
  );
  // Bookings at BOOK_CONNECTIONS (issue 30): by the client for themselves, then by staff (an
  // admin's token booking for a client, as reception does all day), each against /healthz at the
  // same connections. Each start is booked once, in random order (past the end they would repeat
  // and answer 409); the two roles take alternate targets so both book the same kind of starts.
  show(
    await runPhase({
      ...common,
      name: `GET /healthz (${BOOK_CONNECTIONS} conn)`,
      connections: BOOK_CONNECTIONS,
      next: () => ({ method: 'GET', path: '/healthz' }),
    }),
  );
  const staffToken = await new SignJWT({ id: 1, email: 'admin@bench.test' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + 3_600)
    .setIssuer(base)
    .sign(key);
  for (const [role, parity] of [
    ['cliente', 0],
    ['staff', 1],
  ] as const) {
    const mine = targets.filter((_, i) => i % 2 === parity);
    let nextTarget = 0;
    show(
      await runPhase({
        ...common,
        warmupSeconds: bookingWarmup,
        name: bookingPhase(role),
        connections: BOOK_CONNECTIONS,
        next: () => {
          const t = mine[nextTarget++ % mine.length] ?? pick(mine);
          const c = pick(tokens);
          return {
            method: 'POST',
            path: '/wp-json/turnos/v1/reservar-turno',
            headers: { authorization: `Bearer ${role === 'staff' ? staffToken : c.token}` },
            body: JSON.stringify({
              id_cliente: String(c.id),
              id_peluquero_sucursal: String(t.pb),
              id_servicio_de_peluquero_por_sucursal: String(t.ps),
              fecha: t.fecha,
              hora: t.hora,
            }),
          };
        },
      }),
    );
  }
  if (onlyBooking) return results;
  show(await chargePhase(base, key, iat, today, common));
  show(await importTiming(base, key, iat, kind));
  return results;
}

interface DbRun {
  db: 'postgres' | 'pglite';
  dataset: DatasetInfo;
  scale: Scale;
  buildSeconds: number;
  phases: PhaseResult[];
  version: string;
  /** bookings of the run whose unit rows are not exactly their stored units (0: no double booking) */
  unsound: number;
}

/**
 * Issue 30: what the load booked, read back from the rows. The unit rows' key (person, date,
 * unit) makes two bookings on one unit impossible; each booking of the run must then own exactly
 * the units it says it occupies, so a count of 0 here is zero double bookings.
 */
async function unsoundBookings(sql: Sql, afterId: number): Promise<number> {
  const [row] = await sql.query<{ bad: number }>(
    `SELECT count(*)::int AS bad FROM appointments a WHERE a.id > ${afterId}
       AND a.unit_count <> (SELECT count(*) FROM appointment_units u WHERE u.appointment_id = a.id)`,
  );
  return row?.bad ?? 0;
}

async function lastAppointmentId(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ last: number }>(
    'SELECT coalesce(max(id), 0)::int AS last FROM appointments',
  );
  return row?.last ?? 0;
}

/** Every service link with its service's length in 15-minute units. */
async function linksOf(db: Sql): Promise<Link[]> {
  const rows = await db.query<{ pb: number; ps: number; units: number }>(
    `SELECT ps.professional_branch_id AS pb, ps.id AS ps, length(s.pattern) AS units
       FROM professional_services ps JOIN services s ON s.id = ps.service_id ORDER BY ps.id`,
  );
  return rows.map((r) => [Number(r.pb), Number(r.ps), Number(r.units)]);
}

async function countDataset(db: Sql, scale: Scale): Promise<DatasetInfo | undefined> {
  const [row] = await db.query<Record<string, string | number | null>>(`
    SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM professional_branches) AS pbs,
           (SELECT count(*) FROM professional_services) AS pss, (SELECT count(*) FROM appointments) AS appts,
           (SELECT count(*) FROM appointment_units) AS units,
           (SELECT min(fecha)::text FROM appointments) AS first, (SELECT max(fecha)::text FROM appointments) AS last`);
  if (!row || Number(row.appts) === 0) return undefined;
  const clientFrom = 2 + scale.professionals;
  return {
    users: Number(row.users),
    clientIdFrom: clientFrom,
    clientIdTo: clientFrom + scale.clients - 1,
    professionalBranches: Number(row.pbs),
    professionalServices: Number(row.pss),
    appointments: Number(row.appts),
    appointmentUnits: Number(row.units),
    firstDate: String(row.first),
    lastDate: String(row.last),
  };
}

const describe = (d: DatasetInfo) =>
  `${d.users.toLocaleString('en')} users, ${d.professionalBranches} professional-branches, ` +
  `${d.appointments.toLocaleString('en')} appointments, ${d.appointmentUnits.toLocaleString('en')} unit rows ` +
  `(${d.firstDate} … ${d.lastDate})`;

async function benchPostgres(passwordHash: string, jwtSecret: string): Promise<DbRun> {
  const scale = baseScale;
  log(`\n== PostgreSQL (${scale.name}: ${scale.appointments.toLocaleString('en')} appointments)`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = String(
    ((await admin.query('SHOW server_version')).rows[0] as { server_version: string })
      .server_version,
  );
  const exists = (
    await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB_NAME])
  ).rowCount;
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB_NAME}`;
  let dataset: DatasetInfo | undefined;
  let buildSeconds = 0;
  let client: pg.Client | undefined;
  const sqlOf = (c: pg.Client): Sql => ({
    exec: async (text) => {
      await c.query(text);
    },
    query: async <T>(text: string) => (await c.query(text)).rows as T[],
  });
  if (reuse && exists) {
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    dataset = await countDataset(sqlOf(client), scale);
    if (dataset) log(`  reusing ${BENCH_DB_NAME}: ${describe(dataset)}`);
  }
  if (!dataset) {
    await client?.end();
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB_NAME}`);
    const t0 = performance.now();
    const migrated = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrated.close();
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query("SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'");
    dataset = await buildDataset(sqlOf(client), scale, studioNow().date, passwordHash, log);
    buildSeconds = (performance.now() - t0) / 1000;
    log(`  built in ${buildSeconds.toFixed(0)} s: ${describe(dataset)}`);
  }
  if (!client) throw new Error('no connection');
  const links = await linksOf(sqlOf(client));
  // What the load books is removed afterwards, so a reused dataset stays as built (otherwise each
  // run fills the next 30 days a little more and availability gets cheaper run after run).
  const last = await lastAppointmentId(sqlOf(client));
  await client.end();

  // the server's own files (the e-mail outbox: one .eml per booking's message) go to a folder of
  // this run, not to the checkout's data/ that `npm start` uses
  const serverDir = await mkdtemp(path.join(os.tmpdir(), 'turnos-bench-pg-'));
  const server = await startServer(
    { DATABASE_URL: url.toString(), DATA_DIR: serverDir, WORKERS: env.BENCH_WORKERS ?? '1' },
    jwtSecret,
  );
  let phases: PhaseResult[];
  try {
    phases = await loadPhases(
      server.base,
      dataset,
      links,
      jwtSecret,
      cpuSampler(server.pid, BENCH_DB_NAME),
      'postgres',
    );
  } finally {
    await server.stop();
    await rm(serverDir, { recursive: true, force: true });
  }
  const check = new pg.Client({ connectionString: url.toString() });
  await check.connect();
  const unsound = await unsoundBookings(sqlOf(check), last);
  await check.end();
  if (reuse) {
    const cleanup = new pg.Client({ connectionString: url.toString() });
    await cleanup.connect();
    await cleanup.query('DELETE FROM notifications WHERE appointment_id > $1', [last]);
    // the charge phase's tills (their charges with them) and products
    await cleanup.query('DELETE FROM tills');
    await cleanup.query('DELETE FROM products');
    await cleanup.query('DELETE FROM appointments WHERE id > $1', [last]);
    await cleanup.end();
  } else await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
  await admin.end();
  return {
    db: 'postgres',
    dataset,
    scale,
    buildSeconds,
    phases,
    version: `PostgreSQL ${version}`,
    unsound,
  };
}

async function untilBackupWritten(dataDir: string) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const names = await readdir(path.join(dataDir, 'backups')).catch(() => []);
    if (names.some((n) => !n.endsWith('.part'))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the startup backup was not written within 5 minutes');
}

/** With BENCH_REUSE=1, the built PGlite data directory is kept here and copied for each run. */
const keptPglite = (n: number) => path.join(os.tmpdir(), `turnos-bench-pglite-${n}`);

const pgliteSql = (lite: PGlite): Sql => ({
  exec: async (text) => {
    await lite.exec(text);
  },
  query: async <T>(text: string) => (await lite.query<T>(text)).rows,
});

async function buildPglite(dir: string, scale: Scale, passwordHash: string) {
  const t0 = performance.now();
  const migrated = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrated.close();
  const lite = new PGlite(path.join(dir, 'pgdata'));
  await lite.waitReady;
  const sql = pgliteSql(lite);
  await lite.exec("SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'");
  const dataset = await buildDataset(sql, scale, studioNow().date, passwordHash, log);
  const buildSeconds = (performance.now() - t0) / 1000;
  log(`  built in ${buildSeconds.toFixed(0)} s: ${describe(dataset)}`);
  const links = await linksOf(sql);
  await lite.close();
  return { dataset, links, buildSeconds };
}

async function benchPglite(passwordHash: string, jwtSecret: string): Promise<DbRun> {
  const scale = pgliteScale;
  log(`\n== PGlite (${scale.appointments.toLocaleString('en')} appointments)`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnos-bench-'));
  try {
    const kept = keptPglite(scale.appointments);
    let built: Awaited<ReturnType<typeof buildPglite>> | undefined;
    if (reuse && existsSync(path.join(kept, 'pgdata'))) {
      await cp(kept, dir, { recursive: true });
      const lite = new PGlite(path.join(dir, 'pgdata'));
      const sql = pgliteSql(lite);
      const dataset = await countDataset(sql, scale);
      if (dataset) {
        log(`  reusing ${kept}: ${describe(dataset)}`);
        built = { dataset, links: await linksOf(sql), buildSeconds: 0 };
      }
      await lite.close();
    }
    if (!built) {
      await rm(dir, { recursive: true, force: true });
      built = await buildPglite(dir, scale, passwordHash);
      if (reuse) {
        await rm(kept, { recursive: true, force: true });
        await cp(dir, kept, { recursive: true });
      }
    }
    const { dataset, links, buildSeconds } = built;
    const before = new PGlite(path.join(dir, 'pgdata'));
    const last = await lastAppointmentId(pgliteSql(before));
    await before.close();

    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '', WORKERS: '1' }, jwtSecret);
    // a fresh data directory gets its daily backup at start, which holds the embedded database
    // for seconds: measure after it, as on any other day
    await untilBackupWritten(dir);
    let phases: PhaseResult[];
    try {
      phases = await loadPhases(
        server.base,
        dataset,
        links,
        jwtSecret,
        cpuSampler(server.pid, undefined),
        'pglite',
      );
    } finally {
      await server.stop();
    }
    const after = new PGlite(path.join(dir, 'pgdata'));
    const unsound = await unsoundBookings(pgliteSql(after), last);
    await after.close();
    const pkg = path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    const version = (JSON.parse(await readFile(pkg, 'utf8')) as { version: string }).version;
    return {
      db: 'pglite',
      dataset,
      scale,
      buildSeconds,
      phases,
      version: `PGlite ${version}`,
      unsound,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function summary(run: DbRun) {
  const healthAt = (connections: number) =>
    run.phases.find((p) => p.name === `GET /healthz (${connections} conn)`) ??
    run.phases.find((p) => p.name.startsWith('GET /healthz') && p.connections === connections);
  log(`\n${run.version} — ${describe(run.dataset)}`);
  log('| endpoint | conns | req/s | p50 ms | p99 ms | vs /healthz | statuses |');
  log('|---|---:|---:|---:|---:|---:|---|');
  for (const p of run.phases) {
    const health = healthAt(p.connections);
    const ratio = health ? (p.rps / health.rps).toFixed(3) : '–';
    log(
      `| ${p.name} | ${p.connections} | ${p.rps.toFixed(0)} | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} | ${ratio} | ` +
        `${Object.entries(p.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')}${p.errors ? `, errors: ${p.errors}` : ''} |`,
    );
  }
}

async function main() {
  const started = performance.now();
  log(
    `Turnos bench — scale ${baseScale.name}, db ${which}; ${os.availableParallelism()} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${connections} connections, ` +
      `${warmup} s warm-up (bookings ${bookingWarmup} s) + ${seconds} s per phase`,
  );
  const passwordHash = await hash('Bench-Clave-1234', {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const jwtSecret = randomBytes(32).toString('base64url');
  const runs: DbRun[] = [];
  if (which !== 'pglite') runs.push(await benchPostgres(passwordHash, jwtSecret));
  if (which !== 'postgres') runs.push(await benchPglite(passwordHash, jwtSecret));

  for (const run of runs) summary(run);
  const pg0 = runs.find((r) => r.db === 'postgres');
  if (pg0) {
    const a = pg0.phases.find((p) => p.name === 'GET obtener-horarios-disponibles');
    const h = pg0.phases.find((p) => p.name === 'GET /healthz');
    if (a && h) {
      const p99ok = a.p99 < 25;
      const ratioOk = a.rps >= h.rps / 4;
      log(
        `\nTarget (PostgreSQL, ${connections} connections): availability p99 ${a.p99.toFixed(1)} ms < 25 ms: ` +
          `${p99ok ? 'met' : 'NOT met'}; throughput ${(a.rps / h.rps).toFixed(2)} × /healthz ≥ 0.25: ${ratioOk ? 'met' : 'NOT met'}`,
      );
    }
  }
  // issue 30: bookings by both roles on both databases, against /healthz at the same connections
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const run of runs) {
    const health = run.phases.find((p) => p.name === `GET /healthz (${BOOK_CONNECTIONS} conn)`);
    for (const role of ['cliente', 'staff'] as const) {
      const b = run.phases.find((p) => p.name === bookingPhase(role));
      if (!b || !health) continue;
      const ratio = b.rps / health.rps;
      const floor = BOOKING_RATIO_TARGET[run.db];
      log(
        `Target (${run.db}, ${BOOK_CONNECTIONS} connections): booking by ${role} ${b.rps.toFixed(0)}/s = ` +
          `${ratio.toFixed(3)} × /healthz ≥ ${floor}: ${verdict(ratio >= floor)}; ` +
          `p99 ${b.p99.toFixed(1)} ms ≤ ${BOOKING_P99_TARGET_MS}: ${verdict(b.p99 <= BOOKING_P99_TARGET_MS)}`,
      );
    }
    log(`Target (${run.db}): double bookings ${run.unsound} = 0: ${verdict(run.unsound === 0)}`);
    const a20 = run.phases.find((p) => p.name === 'GET obtener-horarios (20 conn)');
    if (run.db === 'pglite' && a20) {
      log(
        `Target (PGlite, 20 connections): availability p99 ${a20.p99.toFixed(1)} ms ≤ 25: ${verdict(a20.p99 <= 25)}`,
      );
    }
  }
  if (pgliteScale.appointments !== baseScale.appointments && which !== 'postgres') {
    log(
      `Note: PGlite ran with ${pgliteScale.appointments.toLocaleString('en')} appointments (smaller: loading PGlite is slow).`,
    );
  }
  log(`\nTotal ${secs(started)} s`);
  if (env.BENCH_OUT)
    await writeFile(env.BENCH_OUT, JSON.stringify({ connections, seconds, warmup, runs }, null, 2));

  const bad = runs.flatMap((r) =>
    r.phases.filter((p) => p.errors > 0 || Object.keys(p.statuses).some((s) => Number(s) >= 500)),
  );
  const unsound = runs.filter((r) => r.unsound > 0);
  if (unsound.length > 0) {
    console.error(
      `\nFAILED: bookings without exactly their units in ${unsound.map((r) => r.db).join(', ')}`,
    );
    process.exit(1);
  }
  if (bad.length > 0) {
    console.error(
      `\nFAILED: 5xx answers or connection errors in ${bad.map((p) => p.name).join(', ')}`,
    );
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
