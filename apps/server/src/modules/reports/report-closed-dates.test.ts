import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { addDays, nationalHolidays, weekdayIndex } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, type Studio } from '../../../test/booking-factories';
import { closures, holidayOverrides, nonWorkingDays, workingDays } from '../../db/schema';

/**
 * Contract §6.6 `minutos_laborables` and §7.6 (issue 33, ADR 0102): the working minutes of a
 * period leave out the dates the studio is closed — a closure of the branch or studio-wide, and a
 * national holiday while `turnos_cerrar_feriados` is '1' and it is not marked open — as they
 * leave out the professional's own non-working dates (each date once). Today (the test clock) is
 * Monday 2026-11-23.
 *
 * P1 (branch 1): Monday–Saturday 09–13 and 16–20 = 480 a day.
 * P2 (branch 2): Monday, Wednesday–Friday 480; Tuesday 09–13 only = 240; Saturday off.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let s1: Studio;
let s2: Studio;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  s1 = await createStudio(t);
  s2 = await createStudio(t);
  await t.db
    .update(workingDays)
    .set({ secondShift: false })
    .where(and(eq(workingDays.professionalBranchId, s2.pbId), eq(workingDays.diaSemana, 1)));
  await t.db
    .update(workingDays)
    .set({ active: false })
    .where(and(eq(workingDays.professionalBranchId, s2.pbId), eq(workingDays.diaSemana, 5)));
});
afterAll(() => t.close());

type Row = { id_peluquero_sucursal: number; minutos_laborables: number };
type Reporte = { resumen: { minutos_laborables: number }; por_profesional: Row[] };

async function ok(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return body(res).data;
}

async function reporte(fecha_desde: string, fecha_hasta: string, extra = {}) {
  return (await ok(
    await api(t, 'GET', 'obtener-reporte', { fecha_desde, fecha_hasta, ...extra }, admin.token),
  )) as unknown as Reporte;
}

/** Each professional-branch's minutos_laborables, and the resumen's. */
async function minutes(fecha_desde: string, fecha_hasta: string) {
  const r = await reporte(fecha_desde, fecha_hasta);
  const of = (pbId: number) =>
    r.por_profesional.find((p) => p.id_peluquero_sucursal === pbId)?.minutos_laborables;
  return { p1: of(s1.pbId), p2: of(s2.pbId), total: r.resumen.minutos_laborables };
}

const setCloseHolidays = async (valor: '0' | '1') =>
  ok(
    await api(
      t,
      'POST',
      'actualizar-opcion',
      { opcion: 'turnos_cerrar_feriados', valor },
      admin.token,
    ),
  );

describe('minutos_laborables without the closed dates', () => {
  it('leaves out closures (the branch’s and studio-wide) and closing holidays, each date once', async () => {
    // 1–14 Dec 2026: Tue 8 is a national holiday (Inmaculada Concepción)
    const [from, to] = ['2026-12-01', '2026-12-14'];
    // 12 days Mon–Sat × 480; P2: 8 × 480 + 2 Tuesdays × 240
    expect(await minutes(from, to)).toEqual({ p1: 5760, p2: 4320, total: 10080 });
    const { id_cierre } = (await ok(
      await api(
        t,
        'POST',
        'crear-cierre',
        {
          fecha_desde: '2026-12-03',
          fecha_hasta: '2026-12-04',
          id_sucursal: s1.branch.id,
          razon: 'Inventario',
        },
        admin.token,
      ),
    )) as { id_cierre: number };
    await ok(
      await api(
        t,
        'POST',
        'crear-cierre',
        { fecha_desde: '2026-12-12', razon: 'Puente' },
        admin.token,
      ),
    );
    // P1's own day off on a date its branch is closed anyway: subtracted once
    await t.db
      .insert(nonWorkingDays)
      .values({ professionalBranchId: s1.pbId, fecha: '2026-12-04', reason: 'Trámite' });
    // Thu 3, Fri 4 and Sat 12 off for P1; Sat 12 is P2's day off anyway
    expect(await minutes(from, to)).toEqual({ p1: 4320, p2: 4320, total: 8640 });
    // holidays close the studio: Tue 8 is off for both (P2 works 240 on Tuesdays)
    await setCloseHolidays('1');
    expect(await minutes(from, to)).toEqual({ p1: 3840, p2: 4080, total: 7920 });
    const branch2 = await reporte(from, to, { id_sucursal: s2.branch.id });
    expect(branch2.resumen.minutos_laborables).toBe(4080);
    // the admin marks the holiday as worked
    await ok(
      await api(t, 'PUT', 'actualizar-feriado', { fecha: '2026-12-08', abierto: '1' }, admin.token),
    );
    expect(await minutes(from, to)).toEqual({ p1: 4320, p2: 4320, total: 8640 });
    await ok(
      await api(t, 'PUT', 'actualizar-feriado', { fecha: '2026-12-08', abierto: '0' }, admin.token),
    );
    expect(await minutes(from, to)).toEqual({ p1: 3840, p2: 4080, total: 7920 });
    await setCloseHolidays('0');
    // the branch's closure removed: Thu 3 works again, Fri 4 stays P1's own day off
    await ok(await api(t, 'DELETE', 'eliminar-cierre', { id_cierre }, admin.token));
    expect(await minutes(from, to)).toEqual({ p1: 4800, p2: 4320, total: 9120 });
  });
});

/** The dates the property draws from: 30 Nov 2026 – 13 Jan 2027 (8 Dec, 25 Dec, 1 Jan). */
const START = '2026-11-30';
const SPAN = 45;
const HOLIDAYS = new Set(
  [...nationalHolidays(2026), ...nationalHolidays(2027)].map((h) => h.fecha),
);
const HOLIDAYS_IN_SPAN = [...HOLIDAYS].filter((d) => d >= START && d <= addDays(START, SPAN));

type Scope = 'p1' | 'p2' | 'all';
interface World {
  closeHolidays: boolean;
  marks: { fecha: string; open: boolean }[];
  closures: { scope: Scope; from: number; length: number }[];
  /** P1's own non-working dates (offsets) */
  off: number[];
  period: { from: number; length: number };
}

const world: fc.Arbitrary<World> = fc.record({
  closeHolidays: fc.boolean(),
  marks: fc.uniqueArray(
    fc.record({ fecha: fc.constantFrom(...HOLIDAYS_IN_SPAN), open: fc.boolean() }),
    { selector: (m) => m.fecha, maxLength: HOLIDAYS_IN_SPAN.length },
  ),
  closures: fc.array(
    fc.record({
      scope: fc.constantFrom<Scope>('p1', 'p2', 'all'),
      from: fc.nat({ max: SPAN }),
      length: fc.integer({ min: 1, max: 6 }),
    }),
    { maxLength: 4 },
  ),
  off: fc.uniqueArray(fc.nat({ max: SPAN }), { maxLength: 4 }),
  period: fc.record({ from: fc.nat({ max: SPAN }), length: fc.nat({ max: SPAN }) }),
});

/** P1's and P2's schedule: weekday (0 = Monday) → minutes. */
const SCHEDULE = {
  p1: [480, 480, 480, 480, 480, 480, undefined],
  p2: [480, 240, 480, 480, 480, undefined, undefined],
} as const;

/** The model: Σ over the period's dates the schedule gives, not off, not closed at the branch. */
function expected(w: World, who: 'p1' | 'p2'): number {
  const open = new Map(w.marks.map((m) => [m.fecha, m.open]));
  const closed = (d: string) =>
    w.closures.some((c) => {
      const from = addDays(START, c.from);
      return (
        (c.scope === 'all' || c.scope === who) && d >= from && d <= addDays(from, c.length - 1)
      );
    }) ||
    (w.closeHolidays && HOLIDAYS.has(d) && open.get(d) !== true);
  const off = new Set(who === 'p1' ? w.off.map((o) => addDays(START, o)) : []);
  let total = 0;
  const from = addDays(START, w.period.from);
  for (let d = from; d <= addDays(from, w.period.length); d = addDays(d, 1)) {
    const day = SCHEDULE[who][weekdayIndex(d)];
    if (day !== undefined && !off.has(d) && !closed(d)) total += day;
  }
  return total;
}

describe('minutos_laborables, property', () => {
  it('equals Σ over the period’s not-closed dates of each schedule, for any closures, marks and option', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        await t.db.delete(closures);
        await t.db.delete(holidayOverrides);
        await t.db.delete(nonWorkingDays);
        await setCloseHolidays(w.closeHolidays ? '1' : '0');
        if (w.marks.length > 0) {
          await t.db
            .insert(holidayOverrides)
            .values(w.marks.map((m) => ({ ...m, updatedBy: admin.user.id })));
        }
        if (w.closures.length > 0) {
          await t.db.insert(closures).values(
            w.closures.map((c) => ({
              branchId: c.scope === 'all' ? null : (c.scope === 'p1' ? s1 : s2).branch.id,
              fromDate: addDays(START, c.from),
              toDate: addDays(START, c.from + c.length - 1),
              reason: 'Cierre',
              createdBy: admin.user.id,
            })),
          );
        }
        if (w.off.length > 0) {
          await t.db
            .insert(nonWorkingDays)
            .values(
              w.off.map((o) => ({ professionalBranchId: s1.pbId, fecha: addDays(START, o) })),
            );
        }
        const from = addDays(START, w.period.from);
        const got = await minutes(from, addDays(from, w.period.length));
        const p1 = expected(w, 'p1');
        const p2 = expected(w, 'p2');
        expect(got).toEqual({ p1, p2, total: p1 + p2 });
      }),
      { numRuns: 60 },
    );
  });
});
