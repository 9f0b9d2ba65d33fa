import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api, createAppointment } from '../../../test/catalog-factories';
import { createStudio, type Studio } from '../../../test/booking-factories';
import { appointments } from '../../db/schema';

// ADR 0066: a page of get-all-clientes carries each client's 'no asistió' count
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

type Attendance = 'pendiente' | 'asistio' | 'no_asistio';
interface Listed {
  ID: number;
  no_asistidos?: number;
}

async function visit(s: Studio, clientId: number, fecha: string, attendance: Attendance) {
  const row = await createAppointment(t, {
    link: s.pro.link,
    clientId,
    service: s.service,
    fecha,
    hora: '10:00',
  });
  await t.db.update(appointments).set({ attendance }).where(eq(appointments.id, row.id));
}

async function listed(email: string, token: string, pagina?: number) {
  const res = await api(
    t,
    'GET',
    'get-all-clientes',
    { buscar: email, ...(pagina ? { pagina } : {}) },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (body(res).data as unknown as { clientes: Listed[] }).clientes;
}

const fichaNoShows = async (id: number, token: string) =>
  (
    body(await api(t, 'GET', 'obtener-ficha-cliente', { ID: id }, token)).data as unknown as {
      resumen: { no_asistidos: number };
    }
  ).resumen.no_asistidos;

describe('get-all-clientes: no_asistidos', () => {
  it("counts the client's no-shows on a page: all for an admin, their own agenda's for a professional", async () => {
    const a = await createStudio(t);
    const b = await createStudio(t);
    const c = a.client.user;
    await visit(a, c.id, '2026-11-10', 'no_asistio');
    await visit(a, c.id, '2026-11-12', 'no_asistio');
    await visit(a, c.id, '2026-11-13', 'asistio');
    await visit(b, c.id, '2026-11-16', 'no_asistio');
    await visit(b, c.id, '2026-11-17', 'pendiente');

    expect(await listed(c.email, admin.token, 1)).toEqual([
      expect.objectContaining({ ID: c.id, no_asistidos: 3 }),
    ]);
    expect((await listed(c.email, a.pro.token, 1))[0]?.no_asistidos).toBe(2);
    expect((await listed(c.email, b.pro.token, 1))[0]?.no_asistidos).toBe(1);
    // a client who never missed one: 0, not absent
    const other = b.client.user;
    expect((await listed(other.email, admin.token, 1))[0]?.no_asistidos).toBe(0);
    // without pagina the answer stays as contract §4.1
    const whole = await listed(c.email, admin.token);
    expect(whole).toHaveLength(1);
    expect(whole[0]).not.toHaveProperty('no_asistidos');
  });

  it("equals the client file's count for the same caller, whatever was marked (fast-check)", async () => {
    const marks = fc.uniqueArray(
      fc.record({
        studio: fc.constantFrom(0, 1),
        asistencia: fc.constantFrom<Attendance>('pendiente', 'asistio', 'no_asistio'),
        day: fc.integer({ min: 1, max: 20 }),
      }),
      { maxLength: 6, selector: (m) => `${m.studio}-${m.day}` },
    );
    await fc.assert(
      fc.asyncProperty(marks, async (list) => {
        // two fresh studios a run: no unit of an earlier run is in the way
        const a = await createStudio(t);
        const b = await createStudio(t);
        const client = a.client.user;
        for (const m of list)
          await visit(
            m.studio === 0 ? a : b,
            client.id,
            `2026-10-${String(m.day).padStart(2, '0')}`,
            m.asistencia,
          );
        for (const token of [admin.token, a.pro.token, b.pro.token]) {
          const [row] = await listed(client.email, token, 1);
          expect(row?.no_asistidos).toBe(await fichaNoShows(client.id, token));
        }
        expect((await listed(client.email, admin.token, 1))[0]?.no_asistidos).toBe(
          list.filter((m) => m.asistencia === 'no_asistio').length,
        );
      }),
      { numRuns: 8 },
    );
  });
});
