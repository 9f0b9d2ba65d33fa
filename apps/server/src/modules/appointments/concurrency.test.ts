import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';
import { createService, linkProfessional, linkService } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { startServerProcess } from '../../../test/server-process';
import { appointmentUnits, appointments, workingDays } from '../../db/schema';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires; the bookings are for Tuesday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FECHA = '2026-11-24';
const clients = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createUser(t, { roles: ['cliente'] })));
const reserveAs = (c: { token: string; user: { id: number } }, params: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/wp-json/turnos/v1/reservar-turno',
    token: c.token,
    payload: { ...params, id_cliente: c.user.id },
  });

async function assertOneWinner(s: Studio, statuses: { statusCode: number; errorCode?: number }[]) {
  expect(statuses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  expect(statuses.filter((r) => r.statusCode === 409 && r.errorCode === 1004)).toHaveLength(
    statuses.length - 1,
  );
  expect(statuses.some((r) => r.statusCode >= 500)).toBe(false);
  const booked = await t.db
    .select()
    .from(appointments)
    .where(eq(appointments.professionalId, s.pro.user.id));
  expect(booked).toHaveLength(1);
  const units = await t.db
    .select()
    .from(appointmentUnits)
    .where(
      inArray(
        appointmentUnits.appointmentId,
        booked.map((b) => b.id),
      ),
    );
  expect(units.map((u) => u.unit).sort()).toEqual([40, 41, 43]);
}

const outcome = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
  const r = await res;
  return { statusCode: r.statusCode, errorCode: body(r).data?.errorCode };
};

describe('no double booking, by construction', () => {
  it('50 clients reserving the same start at once: exactly one wins, 49 get 1004', async () => {
    const s = await createStudio(t);
    const people = await clients(50);
    const results = await Promise.all(
      people.map((c) => outcome(reserveAs(c, reserveParams(s, FECHA, '10:00')))),
    );
    await assertOneWinner(s, results);
  });

  it('overlapping (not identical) starts whose active units collide', async () => {
    const s = await createStudio(t);
    const people = await clients(12);
    // with '1101', each of these starts has an active unit at 10:00, so every pair collides
    const starts = ['10:00', '09:45', '09:15'];
    const results = await Promise.all(
      people.map((c, i) =>
        outcome(reserveAs(c, reserveParams(s, FECHA, starts[i % starts.length] ?? '10:00'))),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.errorCode === 1004)).toBe(true);
    const units = await t.db
      .select()
      .from(appointmentUnits)
      .where(eq(appointmentUnits.professionalId, s.pro.user.id));
    expect(new Set(units.map((u) => u.unit)).size).toBe(units.length);
  });

  it('one professional at two branches at the same time: only one branch gets the time', async () => {
    const s = await createStudio(t);
    const second = await linkProfessional(t, s.pro.user.id, (await createStudio(t)).branch.id);
    await t.db
      .update(workingDays)
      .set({ active: true, shift1Start: '09:00', shift1End: '13:00' })
      .where(eq(workingDays.professionalBranchId, second.id));
    const service = await createService(t, { duracion: 4, pattern: '1101' });
    const link2 = await linkService(t, second.id, service.id);
    const people = await clients(20);
    const results = await Promise.all(
      people.map((c, i) =>
        outcome(
          reserveAs(
            c,
            i % 2 === 0
              ? reserveParams(s, FECHA, '10:00')
              : {
                  ...reserveParams(s, FECHA, '10:00'),
                  id_peluquero_sucursal: second.id,
                  id_servicio_de_peluquero_por_sucursal: link2.id,
                },
          ),
        ),
      ),
    );
    await assertOneWinner(s, results);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'the same across two server processes on one PostgreSQL',
    async () => {
      const s = await createStudio(t);
      const people = await clients(50);
      const env = { DATABASE_URL: t.databaseUrl ?? '', PUBLIC_URL: t.config.publicUrl };
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const servers = await Promise.all([
        startServerProcess(env, port),
        startServerProcess(env, port + 1),
      ]);
      try {
        // The processes run on the real clock, not the test's: their tokens come from their own
        // login, and the booking is for a weekday ahead of the real date.
        // a few at a time: logins in flight count against the per-address limit until they succeed
        const tokens: string[] = [];
        for (let i = 0; i < people.length; i += 5) {
          const batch = people.slice(i, i + 5);
          tokens.push(
            ...(await Promise.all(
              batch.map((c, j) => loginThrough(servers[(i + j) % 2]?.base ?? '', c.user.email)),
            )),
          );
        }
        const results = await Promise.all(
          people.map(async (c, i) => {
            const server = servers[i % 2];
            const res = await fetch(`${server?.base}/wp-json/turnos/v1/reservar-turno`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[i] ?? ''}`,
              },
              body: JSON.stringify({
                ...reserveParams(s, nextTuesday(), '10:00'),
                id_cliente: c.user.id,
              }),
            });
            const json = (await res.json()) as { data?: { errorCode?: number } };
            return { statusCode: res.status, errorCode: json.data?.errorCode };
          }),
        );
        await assertOneWinner(s, results);
      } finally {
        await Promise.all(servers.map((x) => x.stop()));
      }
    },
  );
});

/** A token issued by a running server process (signed with that process's own clock). */
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

/** A Tuesday at least two days ahead of the real date (the processes use the real clock). */
function nextTuesday() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 2);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
