import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { api, createBranch } from '../../../test/catalog-factories';
import { okData } from '../../../test/counter-factories';
import { createVisitStudio, reserveVisit, visitSlots } from '../../../test/visit-factories';

/**
 * Issue 33's property (contract §7.6, ADR 0102): after any sequence of closures added and
 * removed (this branch, another one, every branch), holidays marked open or closed and
 * `turnos_cerrar_feriados` switched, availability never offers a closed date — single or visit —
 * and every booking path refuses one with a 4xx (a client's booking, staff's, an overbooking, a
 * visit, a reschedule into it, a series starting on it), while every open date still offers its
 * starts (the caches see each change). Today (the test clock) is Monday 2026-11-23.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Working dates of the studio (Monday–Saturday); 8 Dec 2026 is a national holiday. */
const POOL = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-12-07', '2026-12-08'];
const HOLIDAY = '2026-12-08';

type Scope = 'here' | 'all' | 'elsewhere';
type Step =
  | { kind: 'close'; from: number; length: number; scope: Scope }
  | { kind: 'remove'; pick: number }
  | { kind: 'option'; on: boolean }
  | { kind: 'mark'; open: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('close' as const),
    from: fc.nat({ max: POOL.length - 1 }),
    length: fc.integer({ min: 1, max: 3 }),
    scope: fc.constantFrom<Scope>('here', 'all', 'elsewhere'),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('option' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('mark' as const), open: fc.boolean() }),
);

describe('a closed date is closed everywhere that books', () => {
  it('holds after random closures, removals and holiday settings', async () => {
    const s = await createVisitStudio(t);
    const elsewhere = await createBranch(t);
    const admin = await createUser(t, { roles: ['peluadmin'] });
    const single = {
      id_peluquero_sucursal: s.lucia.link.id,
      id_servicio_de_peluquero_por_sucursal: s.links.peinado.id,
    };
    // an appointment on a date no closure touches, to move into closed dates
    const moving = okData(
      await api(
        t,
        'POST',
        'reservar-turno',
        { id_cliente: s.client.user.id, ...single, fecha: '2026-12-10', hora: '10:00' },
        s.client.token,
      ),
    ).id_turno as number;
    // the holiday's mark outlives each run (the row stays): undefined = never marked
    let marked: boolean | undefined;
    const offered = async (fecha: string) =>
      okData(await api(t, 'GET', 'obtener-horarios-disponibles', { ...single, fecha }))
        .horarios as string[];

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const closuresMade: { id: number; dates: string[]; here: boolean }[] = [];
        let option = false;
        const closed = (fecha: string) =>
          closuresMade.some((c) => c.here && c.dates.includes(fecha)) ||
          (fecha === HOLIDAY && option && marked !== true);
        try {
          for (const st of steps) {
            if (st.kind === 'close') {
              const dates = POOL.slice(st.from, st.from + st.length);
              const res = await api(
                t,
                'POST',
                'crear-cierre',
                {
                  fecha_desde: dates[0],
                  fecha_hasta: dates[dates.length - 1],
                  razon: 'Prueba',
                  ...(st.scope === 'all'
                    ? {}
                    : { id_sucursal: st.scope === 'here' ? s.branch.id : elsewhere.id }),
                },
                admin.token,
              );
              // the range between two dates of the pool (Sunday included)
              const data = okData(res) as { id_cierre: number };
              const all: string[] = [];
              const first = dates[0] ?? '';
              const last = dates[dates.length - 1] ?? '';
              for (const d of POOL) if (d >= first && d <= last) all.push(d);
              closuresMade.push({ id: data.id_cierre, dates: all, here: st.scope !== 'elsewhere' });
            } else if (st.kind === 'remove') {
              const victim = closuresMade[st.pick % Math.max(1, closuresMade.length)];
              if (!victim) continue;
              okData(
                await api(t, 'DELETE', 'eliminar-cierre', { id_cierre: victim.id }, admin.token),
              );
              closuresMade.splice(closuresMade.indexOf(victim), 1);
            } else if (st.kind === 'option') {
              okData(
                await api(
                  t,
                  'POST',
                  'actualizar-opcion',
                  { opcion: 'turnos_cerrar_feriados', valor: st.on ? '1' : '0' },
                  admin.token,
                ),
              );
              option = st.on;
            } else {
              okData(
                await api(
                  t,
                  'PUT',
                  'actualizar-feriado',
                  { fecha: HOLIDAY, abierto: st.open ? '1' : '0' },
                  admin.token,
                ),
              );
              marked = st.open;
            }
            for (const fecha of POOL) {
              const starts = await offered(fecha);
              if (!closed(fecha)) {
                expect(starts, `${fecha} open`).not.toEqual([]);
                continue;
              }
              expect(starts, `${fecha} closed`).toEqual([]);
              expect(await visitSlots(t, s, fecha, [s.links.color.id, s.links.corte.id])).toEqual(
                [],
              );
              const refused = async (res: { statusCode: number; json(): unknown }) => {
                expect(res.statusCode, JSON.stringify(body(res))).toBeGreaterThanOrEqual(400);
                expect(res.statusCode).toBeLessThan(500);
              };
              const booking = { id_cliente: s.client.user.id, ...single, fecha, hora: '10:00' };
              await refused(await api(t, 'POST', 'reservar-turno', booking, s.client.token));
              await refused(await api(t, 'POST', 'reservar-turno', booking, s.lucia.token));
              await refused(
                await api(
                  t,
                  'POST',
                  'reservar-turno',
                  { ...booking, esSobreturno: '1' },
                  admin.token,
                ),
              );
              await refused(
                await reserveVisit(t, s, fecha, '10:00', [s.links.color.id, s.links.corte.id]),
              );
              await refused(
                await api(
                  t,
                  'POST',
                  'reprogramar-turno',
                  { id_turno: moving, fecha_nueva: fecha, hora: '10:00' },
                  s.client.token,
                ),
              );
              await refused(
                await api(
                  t,
                  'POST',
                  'reservar-serie',
                  { ...booking, cada_semanas: 1, repeticiones: 2 },
                  s.lucia.token,
                ),
              );
            }
          }
        } finally {
          for (const c of closuresMade) {
            await api(t, 'DELETE', 'eliminar-cierre', { id_cierre: c.id }, admin.token);
          }
          await api(
            t,
            'POST',
            'actualizar-opcion',
            { opcion: 'turnos_cerrar_feriados', valor: '0' },
            admin.token,
          );
        }
      }),
      { numRuns: 25 },
    );
  });
});
