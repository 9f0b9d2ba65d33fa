import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { addDays, minutesToTime, shiftsOf, weekdayIndex } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api, createProfessional } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { nonWorkingDays, professionalBranches, workingDays } from '../../db/schema';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

interface Column {
  id_peluquero_sucursal: number;
  nombre: string;
  funcion: string;
  dias: { fecha: string; horario: { desde: string; hasta: string }[] }[];
}
const agenda = (params: Record<string, unknown>, token: string) =>
  api(t, 'GET', 'obtener-agenda-sucursal', params, token);
const data = (res: { json(): unknown }) =>
  body(res).data as unknown as { profesionales: Column[]; turnos: { id_turno: number }[] };

async function book(s: Studio, fecha: string, hora: string) {
  const res = await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
  expect(res.statusCode).toBe(200);
  return body(res).data.id_turno as number;
}

const BOTH_SHIFTS = [
  { desde: '09:00', hasta: '13:00' },
  { desde: '16:00', hasta: '20:00' },
];

describe('obtener-agenda-sucursal', () => {
  it('gives each professional’s hours per date (second shift, days off) and the range’s appointments', async () => {
    const s = await createStudio(t);
    const other = await createProfessional(t, s.branch.id, { funcion: 'colorista' });
    await t.db
      .insert(nonWorkingDays)
      .values({ professionalBranchId: s.pbId, fecha: '2026-11-25', reason: 'Trámite' });
    const kept = await book(s, '2026-11-24', '10:00');
    const cancelled = await book(s, '2026-11-26', '10:00');
    expect(
      (await api(t, 'DELETE', 'cancelar-turno', { id_turno: cancelled }, s.client.token))
        .statusCode,
    ).toBe(200);
    const busy = await api(
      t,
      'POST',
      'marcar-ocupado',
      { id_peluquero_sucursal: s.pbId, fecha: '2026-11-27', hora: '16:00' },
      s.pro.token,
    );
    expect(busy.statusCode).toBe(200);
    const outside = await book(s, '2026-11-30', '10:00');

    const res = await agenda(
      { id_sucursal: s.branch.id, fecha_desde: '2026-11-23', fecha_hasta: '2026-11-29' },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const { profesionales, turnos } = data(res);
    expect(profesionales.map((p) => p.id_peluquero_sucursal).sort()).toEqual(
      [s.pbId, other.link.id].sort(),
    );
    const mine = profesionales.find((p) => p.id_peluquero_sucursal === s.pbId);
    expect(mine?.dias.map((d) => d.fecha)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(mine?.dias[0]?.horario).toEqual(BOTH_SHIFTS);
    expect(mine?.dias[2]?.horario).toEqual([]); // non-working date
    expect(mine?.dias[5]?.horario).toEqual(BOTH_SHIFTS); // Saturday
    expect(mine?.dias[6]?.horario).toEqual([]); // Sunday is not worked
    const theirs = profesionales.find((p) => p.id_peluquero_sucursal === other.link.id);
    expect(theirs?.funcion).toBe('colorista');
    expect(theirs?.dias.every((d) => d.horario.length === 0)).toBe(true);
    expect(turnos.map((x) => x.id_turno)).toEqual([kept, body(busy).data.id_turno]);
    expect(turnos.map((x) => x.id_turno)).not.toContain(outside);
  });

  it('a professional sees only their own column; another branch’s professional and clients get 1001', async () => {
    const s = await createStudio(t);
    const colleague = await createStudio(t);
    // the colleague works at the same branch too
    const link = await t.db
      .insert(professionalBranches)
      .values({ professionalId: colleague.pro.user.id, branchId: s.branch.id })
      .returning();
    const colleagueLinkId = link[0]?.id ?? 0;
    const mine = await book(s, '2026-11-24', '10:00');
    const res = await agenda({ id_sucursal: s.branch.id, fecha_desde: '2026-11-24' }, s.pro.token);
    expect(res.statusCode).toBe(200);
    const view = data(res);
    expect(view.profesionales.map((p) => p.id_peluquero_sucursal)).toEqual([s.pbId]);
    expect(view.profesionales[0]?.dias).toEqual([{ fecha: '2026-11-24', horario: BOTH_SHIFTS }]);
    expect(view.turnos.map((x) => x.id_turno)).toEqual([mine]);
    const asColleague = data(
      await agenda({ id_sucursal: s.branch.id, fecha_desde: '2026-11-24' }, colleague.pro.token),
    );
    expect(asColleague.profesionales.map((p) => p.id_peluquero_sucursal)).toEqual([
      colleagueLinkId,
    ]);
    expect(asColleague.turnos).toEqual([]);

    const stranger = await createStudio(t);
    for (const token of [stranger.pro.token, s.client.token]) {
      const refused = await agenda({ id_sucursal: s.branch.id, fecha_desde: '2026-11-24' }, token);
      expect(refused.statusCode).toBe(403);
      expect(body(refused).data.errorCode).toBe(1001);
    }
    const anonymous = await t.call({
      method: 'GET',
      url: '/wp-json/turnos/v1/obtener-agenda-sucursal',
      query: { id_sucursal: String(s.branch.id), fecha_desde: '2026-11-24' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an admin sees an inactive professional only while they have appointments in the range', async () => {
    const s = await createStudio(t);
    const id = await book(s, '2026-11-24', '10:00');
    await t.db
      .update(professionalBranches)
      .set({ active: false })
      .where(eq(professionalBranches.id, s.pbId));
    const withTurno = data(
      await agenda({ id_sucursal: s.branch.id, fecha_desde: '2026-11-24' }, admin.token),
    );
    expect(withTurno.profesionales.map((p) => p.id_peluquero_sucursal)).toEqual([s.pbId]);
    expect(withTurno.turnos.map((x) => x.id_turno)).toEqual([id]);
    const without = data(
      await agenda({ id_sucursal: s.branch.id, fecha_desde: '2026-11-25' }, admin.token),
    );
    expect(without.profesionales).toEqual([]);
  });

  it('takes at most 31 days, in order, of a branch that exists', async () => {
    const s = await createStudio(t);
    const month = await agenda(
      { id_sucursal: s.branch.id, fecha_desde: '2026-12-01', fecha_hasta: '2026-12-31' },
      admin.token,
    );
    expect(month.statusCode).toBe(200);
    expect(data(month).profesionales[0]?.dias).toHaveLength(31);
    const tooLong = await agenda(
      { id_sucursal: s.branch.id, fecha_desde: '2026-12-01', fecha_hasta: '2027-01-01' },
      admin.token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).data.errorCode).toBe(1003);
    expect(body(tooLong).error).toBe('El período no puede superar los 31 días.');
    const backwards = await agenda(
      { id_sucursal: s.branch.id, fecha_desde: '2026-12-02', fecha_hasta: '2026-12-01' },
      admin.token,
    );
    expect(body(backwards).error).toBe('La fecha de inicio debe ser anterior a la fecha de fin.');
    const badDate = await agenda(
      { id_sucursal: s.branch.id, fecha_desde: '2026-02-30' },
      admin.token,
    );
    expect(body(badDate).data.errorCode).toBe(1003);
    const missing = await agenda({ id_sucursal: 999_999, fecha_desde: '2026-12-01' }, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).data.errorCode).toBe(1002);
  });
});

/** A weekday as the schedule form stores it: a second shift after the first, ends by 23:30. */
const dayArb = fc
  .record({
    activo: fc.boolean(),
    s1: fc.integer({ min: 0, max: 90 }).map((x) => x * 15),
    len1: fc.integer({ min: 0, max: 480 }),
    second: fc.boolean(),
    gap: fc.integer({ min: 0, max: 180 }),
    len2: fc.integer({ min: 0, max: 360 }),
  })
  .map((d) => {
    const e1 = Math.min(d.s1 + d.len1, 1410);
    const s2 = Math.min(e1 + d.gap, 1410);
    const e2 = Math.min(s2 + d.len2, 1410);
    return {
      active: d.activo,
      shift1Start: minutesToTime(d.s1),
      shift1End: minutesToTime(e1),
      secondShift: d.second,
      shift2Start: minutesToTime(s2),
      shift2End: minutesToTime(e2),
    };
  });

describe('obtener-agenda-sucursal, for any schedule', () => {
  it('a date’s hours are the slot engine’s shifts of its weekday, none on a non-working date', async () => {
    const s = await createStudio(t);
    await fc.assert(
      fc.asyncProperty(
        fc.array(dayArb, { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 8 }),
        async (week, start, span, offsets) => {
          const from = addDays('2026-12-01', start);
          const to = addDays(from, span);
          const off = new Set(offsets.map((o) => addDays(from, o - 5)));
          await t.db.delete(nonWorkingDays).where(eq(nonWorkingDays.professionalBranchId, s.pbId));
          for (const [i, day] of week.entries()) {
            await t.db
              .update(workingDays)
              .set(day)
              .where(
                and(eq(workingDays.professionalBranchId, s.pbId), eq(workingDays.diaSemana, i)),
              );
          }
          if (off.size > 0) {
            await t.db
              .insert(nonWorkingDays)
              .values([...off].map((fecha) => ({ professionalBranchId: s.pbId, fecha })));
          }
          const res = await agenda(
            { id_sucursal: s.branch.id, fecha_desde: from, fecha_hasta: to },
            s.pro.token,
          );
          expect(res.statusCode).toBe(200);
          const dias = data(res).profesionales[0]?.dias ?? [];
          expect(dias).toHaveLength(span + 1);
          for (const [i, d] of dias.entries()) {
            expect(d.fecha).toBe(addDays(from, i));
            const day = week[weekdayIndex(d.fecha)];
            const shifts = off.has(d.fecha)
              ? []
              : shiftsOf(
                  day && {
                    activo: day.active,
                    hora_inicio1: day.shift1Start,
                    hora_fin1: day.shift1End,
                    segundo_turno: day.secondShift,
                    hora_inicio2: day.shift2Start,
                    hora_fin2: day.shift2End,
                  },
                );
            expect(d.horario).toEqual(
              shifts.map((x) => ({ desde: minutesToTime(x.start), hasta: minutesToTime(x.end) })),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
