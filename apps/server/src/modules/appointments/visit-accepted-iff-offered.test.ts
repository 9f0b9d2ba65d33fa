import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, minutesToTime, studioInstant } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import {
  api,
  createAppointment,
  createService,
  linkService,
} from '../../../test/catalog-factories';
import { createVisitStudio, reserveVisit } from '../../../test/visit-factories';

// The principle for visits (contract §6.2, ADR 0072), through HTTP on a real database:
// reservar-visita is accepted if and only if obtener-horarios-visita offered that start to that
// caller just before. Random combinations of 2–4 services with their professionals, grids,
// other clients' bookings of either professional, days and clocks; starts picked among the
// offered ones or any minute. Durations of 15, 30, 45 and 60 minutes on grids of 15–60: the grid
// binds only the visit's start (ADR 0088), so a next service often starts off its own grid.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KINDS = ['color', 'peinado', 'corte', 'lavado', 'dama', 'nutricion'] as const;
type Kind = (typeof KINDS)[number];
/** who does each service: Lucía (0) or Martín (1) */
const WHO: Record<Kind, 0 | 1> = {
  color: 0,
  peinado: 0,
  dama: 0,
  corte: 1,
  lavado: 1,
  nutricion: 1,
};
/** a start off its professional's grid (both work 09:00–13:00 and 16:00–20:00) */
const offGrid = (hora: string, grid: number) => {
  const m = Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));
  return (m - (m >= 16 * 60 ? 16 * 60 : 9 * 60)) % grid !== 0;
};

const scenarioArb = fc.record({
  servicios: fc
    .shuffledSubarray([...KINDS], { minLength: 2, maxLength: 4 })
    .filter((a) => a.length >= 2),
  gridLucia: fc.constantFrom(15, 30, 45, 60),
  gridMartin: fc.constantFrom(15, 30, 45, 60),
  /** today: this many days after Monday 2026-11-23 */
  today: fc.integer({ min: 0, max: 12 }),
  nowMinute: fc.oneof(
    fc.integer({ min: 0, max: 1439 }),
    fc.integer({ min: 36, max: 80 }).map((x) => x * 15),
  ),
  day: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant(1)),
  /** other clients' bookings: a unit of Lucía (0) or Martín (1) on the visit's day */
  others: fc.array(
    fc.record({ who: fc.constantFrom(0, 1), unit: fc.integer({ min: 36, max: 79 }) }),
    { maxLength: 6 },
  ),
  staff: fc.boolean(),
  /** which start to try: one the visit offers, one its first service alone offers, any minute */
  pick: fc.constantFrom('visit', 'visit', 'first', 'first', 'any'),
  offeredIndex: fc.nat(),
  minute: fc.oneof(
    fc.integer({ min: 0, max: 95 }).map((x) => x * 15),
    fc.integer({ min: 0, max: 1439 }),
  ),
});

describe('visits: accepted ⇔ offered, through HTTP', () => {
  it('for random service combinations, bookings, days, clocks and callers', async () => {
    const seen = { accepted: 0, refused: 0, chainedOffGrid: 0 };
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (sc) => {
        const today = addDays('2026-11-23', sc.today);
        t.clock.set(new Date(studioInstant(today, minutesToTime(sc.nowMinute)).getTime() + 17_000));
        const s = await createVisitStudio(t, {
          lucia: { gridStep: sc.gridLucia },
          martin: { gridStep: sc.gridMartin },
        });
        // 45-minute services, as in issue 29.1: Corte de dama (Lucía), Nutrición capilar (Martín)
        const dama = await createService(t, { duracion: 3, pattern: '111', precio: '18000.00' });
        const nutricion = await createService(t, {
          duracion: 3,
          pattern: '101',
          precio: '14500.50',
        });
        const links = {
          ...s.links,
          dama: await linkService(t, s.lucia.link.id, dama.id),
          nutricion: await linkService(t, s.martin.link.id, nutricion.id),
        };
        const fecha = addDays(today, sc.day);
        const other = await createUser(t, { roles: ['cliente'] });
        const used = new Set<string>();
        for (const o of sc.others) {
          const pro = o.who === 0 ? s.lucia : s.martin;
          const service = o.who === 0 ? s.services.peinado : s.services.lavado;
          if (used.has(`${o.who}#${o.unit}`)) continue;
          used.add(`${o.who}#${o.unit}`);
          await createAppointment(t, {
            link: pro.link,
            clientId: other.user.id,
            service,
            fecha,
            hora: minutesToTime(o.unit * 15),
          });
        }
        // tokens made at this run's clock
        const admin = await createUser(t, { roles: ['peluadmin'] });
        const ids = sc.servicios.map((k) => links[k].id);
        const token = sc.staff ? admin.token : s.client.token;
        const offer = await api(
          t,
          'GET',
          'obtener-horarios-visita',
          { id_sucursal: s.branch.id, fecha, servicios: ids.join(',') },
          token,
        );
        expect(offer.statusCode).toBe(200);
        const offered = body(offer).data.horarios as string[];
        // the first service alone: where a visit rule that forgot the next services would say yes
        const firstKind = sc.servicios[0] ?? 'color';
        const firstPro = WHO[firstKind] === 0 ? s.lucia : s.martin;
        const alone = body(
          await api(
            t,
            'GET',
            'obtener-horarios-disponibles',
            {
              id_peluquero_sucursal: firstPro.link.id,
              id_servicio_de_peluquero_por_sucursal: links[firstKind].id,
              fecha,
            },
            token,
          ),
        ).data.horarios as string[];
        const from = sc.pick === 'visit' ? offered : sc.pick === 'first' ? alone : [];
        const hora =
          from.length > 0 ? (from[sc.offeredIndex % from.length] ?? '') : minutesToTime(sc.minute);
        const res = await reserveVisit(t, s, fecha, hora, ids, token);
        const accepted = res.statusCode === 200;
        const context = `${sc.servicios.join('+')} ${fecha} ${hora} offered=[${offered.join(' ')}] → ${res.statusCode} ${res.body}`;
        expect(accepted, context).toBe(offered.includes(hora));
        if (accepted) {
          // back to back, in the order asked
          const turnos = body(res).data.turnos as { hora: string; hora_fin: string }[];
          expect(turnos[0]?.hora, context).toBe(hora);
          for (let i = 1; i < turnos.length; i++) {
            expect(turnos[i]?.hora, context).toBe(turnos[i - 1]?.hora_fin);
            const kind = sc.servicios[i] ?? 'color';
            const grid = WHO[kind] === 0 ? sc.gridLucia : sc.gridMartin;
            if (offGrid(turnos[i]?.hora ?? '', grid)) seen.chainedOffGrid += 1;
          }
        } else {
          expect([1003, 1004], context).toContain(body(res).data.errorCode);
        }
        seen[accepted ? 'accepted' : 'refused'] += 1;
      }),
      { numRuns: 40 },
    );
    expect(seen.accepted).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    // the visits accepted include a next service starting off its professional's grid
    expect(seen.chainedOffGrid).toBeGreaterThan(0);
    // 40 studios over HTTP: minutes on a loaded machine
  }, 180_000);
});
