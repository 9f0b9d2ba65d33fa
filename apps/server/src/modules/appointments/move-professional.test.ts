import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import {
  api,
  createBranch,
  createProfessional,
  createService,
  linkService,
} from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { appointmentUnits, appointments, workingDays } from '../../db/schema';

/**
 * Contract §6.1: staff move an appointment to another professional of the same branch who offers
 * the same service, under every booking rule (what availability offers for that professional),
 * atomically; clients may not (1001); a professional only onto rows they own.
 */
// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

/** A second professional at `branchId`, working 09:00–13:00 Monday–Friday, offering `serviceId`. */
async function colleague(branchId: number, serviceId: number | null) {
  const pro = await createProfessional(t, branchId);
  await t.db
    .update(workingDays)
    .set({ active: true, shift1Start: '09:00', shift1End: '13:00', secondShift: false })
    .where(eq(workingDays.professionalBranchId, pro.link.id));
  await t.db
    .update(workingDays)
    .set({ active: false })
    .where(and(eq(workingDays.professionalBranchId, pro.link.id), eq(workingDays.diaSemana, 6)));
  const link = serviceId === null ? null : await linkService(t, pro.link.id, serviceId);
  return { pro, pbId: pro.link.id, link };
}

async function book(s: Studio, hora = '10:00') {
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
const move = (id: number, pbId: number, hora: string, token: string, fecha = '2026-11-24') =>
  api(
    t,
    'POST',
    'reprogramar-turno',
    { id_turno: id, fecha_nueva: fecha, hora, id_peluquero_sucursal_nuevo: pbId },
    token,
  );
const unitsOf = async (id: number) =>
  (await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id))).map(
    (u) => `${u.professionalId}@${u.fecha}#${u.unit}`,
  );

describe('reprogramar-turno with id_peluquero_sucursal_nuevo', () => {
  it('an admin moves it to a colleague: row, units and names follow; the old time is free', async () => {
    const s = await createStudio(t);
    const b = await colleague(s.branch.id, s.service.id);
    const id = await book(s, '10:00');
    const res = await move(id, b.pbId, '11:00', admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const turno = body(res).data.turno as Record<string, unknown>;
    expect(turno).toMatchObject({
      id_peluquero_sucursal: b.pbId,
      id_peluquero: b.pro.user.id,
      id_servicio_de_peluquero_por_sucursal: b.link?.id,
      hora: '11:00',
      nombre_peluquero: b.pro.user.name,
    });
    // pattern '1101' from 11:00: units 44, 45, 47 of the colleague
    expect((await unitsOf(id)).sort()).toEqual(
      ['44', '45', '47'].map((u) => `${b.pro.user.id}@2026-11-24#${u}`),
    );
    const [a] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(a).toMatchObject({ professionalBranchId: b.pbId, professionalId: b.pro.user.id });
    // the first professional's 10:00 is offered again
    const free = await api(t, 'GET', 'obtener-horarios-disponibles', {
      id_peluquero_sucursal: s.pbId,
      id_servicio_de_peluquero_por_sucursal: s.link.id,
      fecha: '2026-11-24',
    });
    expect(body(free).data.horarios).toContain('10:00');
  });

  it('refused: a client (1001), another branch (1003), a colleague without the service (404), a taken time (1004)', async () => {
    const s = await createStudio(t);
    const id = await book(s, '10:00');
    expect(body(await move(id, s.pbId + 999_999, '11:00', s.client.token)).data.errorCode).toBe(
      1001,
    );
    const elsewhere = await createBranch(t);
    const far = await colleague(elsewhere.id, s.service.id);
    const other = await move(id, far.pbId, '11:00', admin.token);
    expect(other.statusCode).toBe(400);
    expect(body(other).data.errorCode).toBe(1003);
    const service = await createService(t, { nombre: 'Otro', duracion: 1, pattern: '1' });
    const noService = await colleague(s.branch.id, service.id);
    expect((await move(id, noService.pbId, '11:00', admin.token)).statusCode).toBe(404);
    const b = await colleague(s.branch.id, s.service.id);
    const theirs = await api(
      t,
      'POST',
      'reservar-turno',
      {
        id_cliente: s.client.user.id,
        id_peluquero_sucursal: b.pbId,
        id_servicio_de_peluquero_por_sucursal: b.link?.id,
        fecha: '2026-11-24',
        hora: '11:00',
      },
      admin.token,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const taken = await move(id, b.pbId, '11:00', admin.token);
    expect(taken.statusCode).toBe(409);
    expect(body(taken).data.errorCode).toBe(1004);
    // nothing moved
    const [a] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(a).toMatchObject({ professionalBranchId: s.pbId, horaInicio: '10:00' });
  });

  it('a professional moves only onto rows they own (1001 onto a colleague)', async () => {
    const s = await createStudio(t);
    const b = await colleague(s.branch.id, s.service.id);
    const id = await book(s, '10:00');
    const res = await move(id, b.pbId, '11:00', s.pro.token);
    expect(res.statusCode).toBe(403);
    expect(body(res).data.errorCode).toBe(1001);
  });

  it('accepted exactly when availability offers that start for the colleague (property)', async () => {
    const s = await createStudio(t);
    const b = await colleague(s.branch.id, s.service.id);
    const starts = Array.from({ length: 48 }, (_, i) => {
      const m = 8 * 60 + i * 15;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...starts),
        fc.constantFrom('2026-11-24', '2026-11-28', '2026-11-29'),
        async (hora, fecha) => {
          const id = await book(s, '16:00');
          const offered = body(
            await api(t, 'GET', 'obtener-horarios-disponibles', {
              id_peluquero_sucursal: b.pbId,
              id_servicio_de_peluquero_por_sucursal: b.link?.id,
              fecha,
            }),
          ).data.horarios as string[];
          const res = await move(id, b.pbId, hora, admin.token, fecha);
          expect(res.statusCode === 200, `${fecha} ${hora}: ${res.body}`).toBe(
            offered.includes(hora),
          );
          // leave the colleague's day as it was
          await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, admin.token);
        },
      ),
      { numRuns: 25 },
    );
  });
});
