import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { addDays, minutesToTime, studioInstant } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { api, createAppointment } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { nonWorkingDays, professionalServices, workingDays } from '../../db/schema';

// The principle (ADR 0020), through HTTP on a real database: a write is accepted if and only if
// availability offered that start to that caller just before. Random studios (hours with a second
// shift, grids, patterns, days off, windows, inactive rows, other people's bookings), random clocks
// (late at night too) and random requests (offered starts and any minute). Contract §6.4: a random
// minimum notice (`horas_anticipacion_minima`) that binds clients and not staff on their rows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** true except one time in `n` */
const mostly = (n: number) => fc.integer({ min: 1, max: n }).map((x) => x > 1);
const minuteArb = fc.oneof(
  fc.integer({ min: 0, max: 95 }).map((x) => x * 15),
  fc.integer({ min: 0, max: 1439 }),
);

/** A weekday as the schedule form stores it (ADR 0012): ends by 23:30, a second shift after the first. */
const dayArb = fc
  .record({
    activo: mostly(8),
    s1: fc.oneof(
      fc.integer({ min: 24, max: 60 }).map((x) => x * 15),
      fc.integer({ min: 360, max: 900 }),
    ),
    len1: fc.oneof(fc.integer({ min: 20, max: 420 }), fc.integer({ min: 180, max: 480 })),
    second: fc.boolean(),
    gap: fc.integer({ min: 1, max: 180 }),
    len2: fc.integer({ min: 20, max: 360 }),
  })
  .map((d) => {
    const e1 = Math.min(d.s1 + d.len1, 1410);
    const s2 = e1 + d.gap;
    const e2 = Math.min(s2 + d.len2, 1410);
    const second = d.second && s2 < e2;
    return {
      activo: d.activo,
      shift1Start: minutesToTime(d.s1),
      shift1End: minutesToTime(e1),
      secondShift: second,
      shift2Start: second ? minutesToTime(s2) : '00:00',
      shift2End: second ? minutesToTime(e2) : '00:00',
    };
  });

const WRITES = ['client reserves', 'staff reserves', 'client reschedules', 'staff reschedules'];

const scenarioArb = fc.record({
  week: fc.array(dayArb, { minLength: 7, maxLength: 7 }),
  grid: fc.constantFrom(15, 30, 45, 60),
  window: fc.constantFrom(0, 0, 0, 1, 3, 7),
  notice: fc.constantFrom(0, 0, 1, 2, 4, 12, 24, 48),
  pattern: fc.stringMatching(/^[01]{0,3}1[01]{0,3}$/),
  professionalActive: mostly(12),
  serviceActive: mostly(12),
  daysOff: fc.uniqueArray(fc.integer({ min: -1, max: 9 }), { maxLength: 3 }),
  /** today: this many days after Monday 2026-11-23 */
  today: fc.integer({ min: 0, max: 40 }),
  nowMinute: fc.oneof(
    fc.integer({ min: 0, max: 1439 }),
    fc.integer({ min: 1380, max: 1439 }),
    fc.integer({ min: 0, max: 95 }).map((x) => x * 15),
  ),
  /** other clients' bookings: taken units */
  others: fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 6 }), unit: fc.integer({ min: 24, max: 88 }) }),
    { maxLength: 8 },
  ),
  /** the appointment a reschedule moves (tomorrow or later: it has not started) */
  own: fc.record({ day: fc.integer({ min: 1, max: 6 }), unit: fc.integer({ min: 24, max: 88 }) }),
  write: fc.constantFrom(...WRITES),
  day: fc.oneof(fc.integer({ min: -2, max: 10 }), fc.integer({ min: 0, max: 3 }), fc.constant(1)),
  pickOffered: mostly(3),
  offeredIndex: fc.nat(),
  minute: minuteArb,
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

/** Writes the scenario's studio to the database, with the clock at its "now". */
async function arrange(sc: Scenario) {
  const today = addDays('2026-11-23', sc.today);
  t.clock.set(new Date(studioInstant(today, minutesToTime(sc.nowMinute)).getTime() + 17_000));
  const s = await createStudio(
    t,
    {
      gridStep: sc.grid,
      agendaOpenDays: sc.window,
      active: sc.professionalActive,
      minNoticeHours: sc.notice,
    },
    sc.pattern,
  );
  for (const [diaSemana, day] of sc.week.entries()) {
    await t.db
      .update(workingDays)
      .set(day)
      .where(
        and(eq(workingDays.professionalBranchId, s.pbId), eq(workingDays.diaSemana, diaSemana)),
      );
  }
  for (const n of sc.daysOff) {
    await t.db
      .insert(nonWorkingDays)
      .values({ professionalBranchId: s.pbId, fecha: addDays(today, n) });
  }
  const used = new Set<string>();
  const free = (fecha: string, unit: number) => {
    const units = Array.from({ length: sc.pattern.length }, (_, i) => `${fecha}#${unit + i}`);
    if (units.some((u) => used.has(u))) return false;
    units.forEach((u) => used.add(u));
    return true;
  };
  const book = (clientId: number, fecha: string, unit: number) =>
    createAppointment(t, {
      link: s.pro.link,
      clientId,
      service: s.service,
      professionalServiceId: s.link.id,
      fecha,
      hora: minutesToTime(unit * 15),
    });
  const ownFecha = addDays(today, sc.own.day);
  free(ownFecha, sc.own.unit);
  const own = await book(s.client.user.id, ownFecha, sc.own.unit);
  const other = await createUser(t, { roles: ['cliente'] });
  for (const o of sc.others) {
    const fecha = addDays(today, o.day);
    if (free(fecha, o.unit)) await book(other.user.id, fecha, o.unit);
  }
  // inactive rows last: the appointments above were written as data, not booked
  if (!sc.serviceActive) {
    await t.db
      .update(professionalServices)
      .set({ active: false })
      .where(eq(professionalServices.id, s.link.id));
  }
  return { s, today, ownId: own.id };
}

function offeredTo(s: Studio, token: string, fecha: string, idTurno?: number) {
  return api(
    t,
    'GET',
    'obtener-horarios-disponibles',
    {
      id_peluquero_sucursal: s.pbId,
      id_servicio_de_peluquero_por_sucursal: s.link.id,
      fecha,
      ...(idTurno === undefined ? {} : { id_turno: idTurno }),
    },
    token,
  );
}

describe('accepted ⇔ offered, through HTTP', () => {
  it('for random studios, clocks, callers and requests (reserve and reschedule)', async () => {
    const seen = { accepted: 0, refused: 0, staffInsideNotice: 0 };
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (sc) => {
        const { s, today, ownId } = await arrange(sc);
        const staff = sc.write.startsWith('staff');
        const token = staff ? s.pro.token : s.client.token;
        const moving = sc.write.endsWith('reschedules');
        const fecha = addDays(today, sc.day);

        const offer = await offeredTo(s, token, fecha, moving ? ownId : undefined);
        expect(offer.statusCode).toBe(200);
        const offered = body(offer).data.horarios as string[];
        if (!staff) {
          // a client is never offered a start sooner than now + the minimum notice
          const earliest = t.clock.now.getTime() + sc.notice * 3_600_000;
          for (const h of offered) {
            expect(studioInstant(fecha, h).getTime(), `${fecha} ${h}`).toBeGreaterThanOrEqual(
              earliest - 60_000,
            );
          }
        }
        const hora =
          sc.pickOffered && offered.length > 0
            ? (offered[sc.offeredIndex % offered.length] ?? '')
            : minutesToTime(sc.minute);

        const res = moving
          ? await api(
              t,
              'POST',
              'reprogramar-turno',
              { id_turno: ownId, fecha_nueva: fecha, hora },
              token,
            )
          : await api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), token);
        const accepted = res.statusCode === 200;
        const context = `${sc.write} ${fecha} ${hora} offered=[${offered.join(' ')}] → ${res.statusCode} ${res.body}`;
        expect(accepted, context).toBe(offered.includes(hora));
        if (!accepted) {
          expect([1003, 1004], context).toContain(body(res).data.errorCode);
          expect(res.statusCode, context).toBeLessThan(500);
        }
        seen[accepted ? 'accepted' : 'refused'] += 1;
        if (
          accepted &&
          staff &&
          studioInstant(fecha, hora).getTime() < t.clock.now.getTime() + sc.notice * 3_600_000
        ) {
          seen.staffInsideNotice += 1;
        }
      }),
      { numRuns: 40 },
    );
    // the runs really tried both sides
    expect(seen.accepted).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
