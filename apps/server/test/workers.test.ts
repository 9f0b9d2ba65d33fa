import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, studioNow } from '@turnos/domain';
import { createTestApp, type TestApp } from './harness';
import { PASSWORD, createUser } from './factories';
import { createStudio } from './booking-factories';
import { startServerProcess, type ServerProcess } from './server-process';
import { appointmentUnits, workingDays } from '../src/db/schema';
import { loadConfig } from '../src/config/env';

const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** One request on its own connection (so cluster hands each to a worker anew). */
function post(base: string, path: string, body: unknown, token?: string) {
  const url = new URL(`/wp-json/${path}`, base);
  const data = JSON.stringify(body);
  return new Promise<{ status: number; json: { data: Record<string, unknown> } }>(
    (resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as never }),
          );
        },
      );
      req.on('error', reject);
      req.end(data);
    },
  );
}

const childrenOf = (pid: number) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'main.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
};

describe('WORKERS', () => {
  it('more than one process needs PostgreSQL: refused with a clear message otherwise', () => {
    expect(() => loadConfig({ WORKERS: '2', DATA_DIR: '/tmp/turnos-test-unused' })).toThrow(
      /WORKERS mayor que 1 necesita DATABASE_URL/,
    );
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x/y' }).workers).toBe(2);
    expect(loadConfig({ DATA_DIR: '/tmp/turnos-test-unused' }).workers).toBe(1);
  });
});

/**
 * WORKERS=2 on PostgreSQL: one port, two server processes behind node:cluster. Clients book
 * through fresh connections (spread over both), eight race for one start (one wins, the rest
 * get 409), and SIGTERM stops every process.
 */
describe.skipIf(!onPostgres)('WORKERS=2 on one PostgreSQL', () => {
  let t: TestApp;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  it(
    'serves from two processes, never double-books, stops whole',
    { timeout: 180_000 },
    async () => {
      const s = await createStudio(t, {}, '1');
      await t.db
        .update(workingDays)
        .set({ active: true, shift1Start: '09:00', shift1End: '13:00' })
        .where(eq(workingDays.professionalBranchId, s.pbId));
      const tomorrow = addDays(studioNow(new Date()).date, 1);
      const port = 21_000 + Math.floor(Math.random() * 10_000);
      server = await startServerProcess(
        { DATABASE_URL: t.databaseUrl ?? '', PUBLIC_URL: t.config.publicUrl, WORKERS: '2' },
        port,
      );
      const pid = server.child.pid ?? 0;
      expect(childrenOf(pid)).toHaveLength(2);

      const clients = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          createUser(t, { celular: `5492974${String(200001 + i)}` }),
        ),
      );
      const tokens = await Promise.all(
        clients.map(async (c) => {
          const login = await post(server?.base ?? '', 'simple-jwt-login/v1/auth', {
            email: c.user.email,
            password: PASSWORD,
          });
          expect(login.status).toBe(200);
          return String(login.json.data.jwt);
        }),
      );
      const book = (i: number, hora: string) =>
        post(
          server?.base ?? '',
          'turnos/v1/reservar-turno',
          {
            id_cliente: clients[i]?.user.id,
            id_peluquero_sucursal: s.pbId,
            id_servicio_de_peluquero_por_sucursal: s.link.id,
            fecha: tomorrow,
            hora,
          },
          tokens[i],
        );
      // eight at once for 10:00: exactly one wins
      const race = await Promise.all(clients.map((_, i) => book(i, '10:00')));
      expect(race.map((r) => r.status).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
      // and eight distinct starts at once: all booked
      const hours = ['09', '10', '11', '12'].flatMap((h) =>
        ['00', '15', '30', '45'].map((m) => `${h}:${m}`),
      );
      const free = hours.filter((h) => h !== '10:00').slice(0, 8);
      const spread = await Promise.all(clients.map((_, i) => book(i, free[i] ?? '')));
      expect(spread.map((r) => r.status)).toEqual(Array<number>(8).fill(200));
      const units = await t.db
        .select()
        .from(appointmentUnits)
        .where(eq(appointmentUnits.professionalId, s.pro.user.id));
      expect(units).toHaveLength(9);

      // the primary exits once both workers have
      const workers = childrenOf(pid);
      await server.stop();
      server = undefined;
      for (const w of workers) expect(() => process.kill(Number(w), 0)).toThrow();
    },
  );
});
