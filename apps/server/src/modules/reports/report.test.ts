import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createClient } from '../../../test/factories';
import { api, createService, linkService } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { appointments, nonWorkingDays, professionalBranches, services } from '../../db/schema';
import { addMoney } from './money-sum';
import { occupancy } from './report.service';

/**
 * Contract §6.6 `obtener-reporte`: every figure against a studio computed by hand. The test clock
 * is Monday 2026-11-23, 09:00 in Buenos Aires; the period is that week (Monday to Sunday).
 *
 * Branch 1, professional P1 (Mon–Sat 09–13 and 16–20 = 480 min a day; Wednesday 25 a non-working
 * date → 5 × 480 = 2400 workable minutes):
 *   a1 Tue 24 10:00 Color  (split '1101', 3 units) $ 8000, attended, deposit $ 2000 paid
 *   a2 Tue 24 16:00 Corte  (single '11', 2 units)  $ 5000, no-show, deposit $ 1000 unpaid
 *   a4 Tue 24 10:00 Corte  overbooking (no units)   $ 5000
 *   a3 Thu 26 10:00 Color  cancelled by the client, deposit $ 500 paid
 *   busy Fri 27 16:00 (30 min = 2 units)
 *   Mon 30 10:00 Color — outside the period
 * Branch 2, professional P2 (6 × 480 = 2880 workable minutes):
 *   b1 Thu 26 10:00 Mechas (split, 3 units) $ 8000
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let s1: Studio;
let s2: Studio;
let corteLink: number;
const ids: Record<string, number> = {};
const WEEK = { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-29' };

const reporte = (params: Record<string, unknown>, token: string) =>
  api(t, 'GET', 'obtener-reporte', params, token);
type Data = {
  resumen: Record<string, unknown>;
  por_profesional: Record<string, unknown>[];
  por_servicio: Record<string, unknown>[];
  por_dia: Record<string, unknown>[];
};
const data = (res: { json(): unknown }) => body(res).data as unknown as Data;

async function ok(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return body(res).data;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-23T12:00:00Z');
  admin = await createAdmin(t);
  s1 = await createStudio(t);
  s2 = await createStudio(t);
  await t.db.update(services).set({ name: 'Mechas' }).where(eq(services.id, s2.service.id));
  const corte = await createService(t, {
    nombre: 'Corte',
    duracion: 2,
    pattern: '11',
    precio: '5000.00',
  });
  corteLink = (await linkService(t, s1.pbId, corte.id)).id;
  await t.db
    .insert(nonWorkingDays)
    .values({ professionalBranchId: s1.pbId, fecha: '2026-11-25', reason: 'Trámite' });

  const book = async (s: Studio, fecha: string, hora: string, extra = {}, token = s.client.token) =>
    (await ok(await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora, extra), token)))
      .id_turno as number;
  ids.a1 = await book(s1, '2026-11-24', '10:00');
  ids.a2 = await book(s1, '2026-11-24', '16:00', {
    id_servicio_de_peluquero_por_sucursal: corteLink,
  });
  ids.a4 = await book(
    s1,
    '2026-11-24',
    '10:00',
    { id_servicio_de_peluquero_por_sucursal: corteLink, esSobreturno: '1' },
    admin.token,
  );
  ids.a3 = await book(s1, '2026-11-26', '10:00');
  await ok(await api(t, 'DELETE', 'cancelar-turno', { id_turno: ids.a3 }, s1.client.token));
  await ok(
    await api(
      t,
      'POST',
      'marcar-ocupado',
      { id_peluquero_sucursal: s1.pbId, fecha: '2026-11-27', hora: '16:00' },
      s1.pro.token,
    ),
  );
  ids.outside = await book(s1, '2026-11-30', '10:00');
  ids.b1 = await book(s2, '2026-11-26', '10:00');
  // deposits as the payment flow leaves them (charged, then paid or not)
  const deposit = (id: number | undefined, monto: string, paga: boolean) =>
    t.db
      .update(appointments)
      .set({ montoReserva: monto, reservaPaga: paga })
      .where(eq(appointments.id, id ?? 0));
  await deposit(ids.a1, '2000.00', true);
  await deposit(ids.a2, '1000.00', false);
  await deposit(ids.a3, '500.00', true);
  await deposit(ids.outside, '700.00', true);
  // attendance, once the appointments have started
  t.clock.set('2026-11-28T12:00:00Z');
  // fresh tokens at the new time
  for (const who of [admin, s1.pro, s2.pro]) who.token = await t.deps.jwt.sign(who.user);
  const mark = (id: number | undefined, asistencia: string) =>
    api(t, 'PUT', 'actualizar-asistencia-turno', { id_turno: id, asistencia }, admin.token);
  await ok(await mark(ids.a1, 'asistio'));
  await ok(await mark(ids.a2, 'no_asistio'));
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-28T12:00:00Z'));

describe('obtener-reporte: resumen against a hand-computed studio', () => {
  it('the whole studio', async () => {
    const r = data(await reporte(WEEK, admin.token));
    expect(r.resumen).toEqual({
      turnos: 4,
      cancelados: 1,
      asistidos: 1,
      no_asistidos: 1,
      ingresos: '26000.00',
      senas_cobradas: '2500.00',
      minutos_laborables: 2400 + 2880,
      minutos_reservados: 15 * (3 + 2 + 2 + 3),
      ocupacion: 0.028,
    });
    const byId = (id: number) => r.por_profesional.find((p) => p.id_peluquero_sucursal === id);
    expect(r.por_profesional).toHaveLength(2);
    expect(byId(s1.pbId)).toEqual({
      id_peluquero_sucursal: s1.pbId,
      nombre: s1.pro.user.name,
      turnos: 3,
      cancelados: 1,
      asistidos: 1,
      no_asistidos: 1,
      ingresos: '18000.00',
      senas_cobradas: '2500.00',
      minutos_laborables: 2400,
      minutos_reservados: 105,
      ocupacion: 0.044,
    });
    expect(byId(s2.pbId)).toMatchObject({
      turnos: 1,
      ingresos: '8000.00',
      minutos_laborables: 2880,
      minutos_reservados: 45,
      ocupacion: 0.016,
    });
    const names = r.por_profesional.map((p) => String(p.nombre));
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(r.por_servicio.map((s) => [s.nombre, s.turnos, s.ingresos])).toEqual([
      ['Corte', 2, '10000.00'],
      ['Color', 1, '8000.00'],
      ['Mechas', 1, '8000.00'],
    ]);
    expect(r.por_dia).toEqual([
      { fecha: '2026-11-23', turnos: 0, ingresos: '0.00' },
      { fecha: '2026-11-24', turnos: 3, ingresos: '18000.00' },
      { fecha: '2026-11-25', turnos: 0, ingresos: '0.00' },
      { fecha: '2026-11-26', turnos: 1, ingresos: '8000.00' },
      { fecha: '2026-11-27', turnos: 0, ingresos: '0.00' },
      { fecha: '2026-11-28', turnos: 0, ingresos: '0.00' },
      { fecha: '2026-11-29', turnos: 0, ingresos: '0.00' },
    ]);
  });

  it('one branch, and one professional-branch', async () => {
    const branch = data(await reporte({ ...WEEK, id_sucursal: s1.branch.id }, admin.token));
    expect(branch.resumen).toEqual({
      turnos: 3,
      cancelados: 1,
      asistidos: 1,
      no_asistidos: 1,
      ingresos: '18000.00',
      senas_cobradas: '2500.00',
      minutos_laborables: 2400,
      minutos_reservados: 105,
      ocupacion: 0.044,
    });
    expect(branch.por_profesional.map((p) => p.id_peluquero_sucursal)).toEqual([s1.pbId]);
    const pb = data(await reporte({ ...WEEK, id_peluquero_sucursal: s2.pbId }, admin.token));
    expect(pb.resumen).toEqual({
      turnos: 1,
      cancelados: 0,
      asistidos: 0,
      no_asistidos: 0,
      ingresos: '8000.00',
      senas_cobradas: '0.00',
      minutos_laborables: 2880,
      minutos_reservados: 45,
      ocupacion: 0.016,
    });
    expect(pb.por_servicio).toEqual([
      { id_servicio: s2.service.id, nombre: 'Mechas', turnos: 1, ingresos: '8000.00' },
    ]);
  });

  it('a single day counts by `fecha`; an empty period is zeros, not an error', async () => {
    const day = data(
      await reporte({ fecha_desde: '2026-11-24', fecha_hasta: '2026-11-24' }, admin.token),
    );
    expect(day.resumen).toMatchObject({
      turnos: 3,
      minutos_laborables: 960,
      minutos_reservados: 75,
    });
    const empty = data(
      await reporte({ fecha_desde: '2027-03-01', fecha_hasta: '2027-03-01' }, admin.token),
    );
    expect(empty.resumen).toMatchObject({
      turnos: 0,
      ingresos: '0.00',
      senas_cobradas: '0.00',
      minutos_reservados: 0,
    });
    expect(empty.por_servicio).toEqual([]);
    // a Sunday: nobody works, so nothing is workable and occupancy is 0
    const sunday = data(
      await reporte({ fecha_desde: '2026-11-29', fecha_hasta: '2026-11-29' }, admin.token),
    );
    expect(sunday.resumen).toMatchObject({ minutos_laborables: 0, ocupacion: 0 });
  });
});

describe('obtener-reporte: a professional at two branches on one date', () => {
  it('each branch gets the units of its own appointments', async () => {
    const other = await createStudio(t);
    // the same person also works at a second branch (Monday–Saturday, both shifts)
    const second = await createStudio(t);
    await t.db
      .update(professionalBranches)
      .set({ professionalId: other.pro.user.id })
      .where(eq(professionalBranches.id, second.pbId));
    const token = await t.deps.jwt.sign(other.client.user);
    const bookAt = async (s: Studio, hora: string) => {
      const res = await api(
        t,
        'POST',
        'reservar-turno',
        reserveParams(s, '2026-12-01', hora, { id_cliente: other.client.user.id }),
        token,
      );
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    };
    await bookAt(other, '10:00'); // 3 units at branch A
    await bookAt(second, '16:00'); // 3 units at branch B, same person, same date
    const day = { fecha_desde: '2026-12-01', fecha_hasta: '2026-12-01' };
    const a = data(await reporte({ ...day, id_sucursal: other.branch.id }, admin.token));
    const b = data(await reporte({ ...day, id_peluquero_sucursal: second.pbId }, admin.token));
    expect(a.resumen).toMatchObject({ turnos: 1, minutos_reservados: 45 });
    expect(b.resumen).toMatchObject({ turnos: 1, minutos_reservados: 45 });
    const all = data(await reporte(day, admin.token));
    expect(all.resumen.minutos_reservados).toBe(90);
  });
});

describe('obtener-reporte: roles', () => {
  it('a professional gets only their own rows; another’s professional-branch or branch is 1001', async () => {
    const own = data(await reporte(WEEK, s1.pro.token));
    expect(own.resumen).toMatchObject({
      turnos: 3,
      ingresos: '18000.00',
      minutos_laborables: 2400,
    });
    expect(own.por_profesional.map((p) => p.id_peluquero_sucursal)).toEqual([s1.pbId]);
    expect(own.por_servicio.map((s) => s.nombre)).not.toContain('Mechas');
    const ownPb = data(await reporte({ ...WEEK, id_peluquero_sucursal: s1.pbId }, s1.pro.token));
    expect(ownPb.resumen.turnos).toBe(3);
    for (const params of [
      { ...WEEK, id_peluquero_sucursal: s2.pbId },
      { ...WEEK, id_sucursal: s2.branch.id },
    ]) {
      const res = await reporte(params, s1.pro.token);
      expect(res.statusCode).toBe(403);
      expect(body(res).data.errorCode).toBe(1001);
    }
  });

  it('a client is refused (1001); unknown branch or professional-branch is 1002', async () => {
    const client = await createClient(t);
    const res = await reporte(WEEK, client.token);
    expect(res.statusCode).toBe(403);
    expect(body(res).data.errorCode).toBe(1001);
    for (const params of [
      { ...WEEK, id_sucursal: 999_999 },
      { ...WEEK, id_peluquero_sucursal: 999_999 },
    ]) {
      const r = await reporte(params, admin.token);
      expect(r.statusCode).toBe(404);
      expect(body(r).data.errorCode).toBe(1002);
    }
  });
});

describe('obtener-reporte: hostile inputs', () => {
  it.each([
    [
      { fecha_desde: '2026-01-01', fecha_hasta: '2027-01-02' },
      'El período no puede superar los 366 días.',
    ],
    [
      { fecha_desde: '2026-11-29', fecha_hasta: '2026-11-23' },
      'La fecha de inicio debe ser anterior a la fecha de fin.',
    ],
    [{ ...WEEK, id_sucursal: 'abc' }, 'El parámetro id_sucursal debe ser un número entero.'],
    [
      { ...WEEK, id_peluquero_sucursal: '-3' },
      'El parámetro id_peluquero_sucursal debe ser un número entero.',
    ],
    [
      { fecha_desde: '2026-02-30', fecha_hasta: '2026-03-01' },
      'La fecha debe tener el formato aaaa-mm-dd.',
    ],
    [{ fecha_desde: '2026-11-23' }, 'Debe indicar la fecha.'],
  ])('%j → 1003', async (params, message) => {
    const res = await reporte(params, admin.token);
    expect(res.statusCode).toBe(400);
    expect(body(res).data.errorCode).toBe(1003);
    expect(body(res).error).toBe(message);
  });

  it('366 days, both ends included, is accepted (a leap year)', async () => {
    const res = await reporte(
      { fecha_desde: '2028-01-01', fecha_hasta: '2028-12-31' },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(data(res).por_dia).toHaveLength(366);
  });
});

describe('report arithmetic', () => {
  it('addMoney is exact in cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 ** 12 }), { maxLength: 20 }), (cents) => {
        const wire = cents.map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
        const total = cents.reduce((x, y) => x + y, 0);
        expect(addMoney('0.00', ...wire)).toBe(
          `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`,
        );
      }),
    );
  });

  it('occupancy is the 3-decimal ratio, 0 when nothing is workable', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (reserved, workable) => {
        const o = occupancy(reserved, workable);
        if (workable === 0) {
          expect(o).toBe(0);
        } else {
          expect(Math.abs(o - reserved / workable)).toBeLessThanOrEqual(0.0005 + 1e-12);
          expect(Number(o.toFixed(3))).toBe(o);
        }
      }),
    );
  });
});
