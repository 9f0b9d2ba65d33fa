import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api, createService, linkService } from '../../../test/catalog-factories';
import { createVisitStudio, reserveVisit, visitSlots } from '../../../test/visit-factories';
import { appointmentUnits } from '../../db/schema';

// Issue 29.1 (contract §6.2, ADR 0088): Corte de dama (45′, Lucía) + Nutrición capilar (45′,
// pattern 101, Martín), both on a 30-minute grid, offered no time on any day. The grid binds only
// the visit's start; the nutrition starts when the cut ends, at :15 or :45.
// The test clock: Monday 2026-11-23, 09:00 in Buenos Aires.
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function studio() {
  const s = await createVisitStudio(t, {
    lucia: { gridStep: 30 },
    martin: { gridStep: 30 },
  });
  const corte = await createService(t, {
    nombre: 'Corte de dama',
    duracion: 3,
    pattern: '111',
    precio: '18000.00',
  });
  const nutricion = await createService(t, {
    nombre: 'Nutrición capilar',
    duracion: 3,
    pattern: '101',
    precio: '14500.50',
  });
  const corteLink = await linkService(t, s.lucia.link.id, corte.id);
  const nutricionLink = await linkService(t, s.martin.link.id, nutricion.id);
  return { s, pair: [corteLink.id, nutricionLink.id], corteLink, nutricionLink };
}

const single = async (pbId: number, linkId: number, fecha: string) =>
  body(
    await api(t, 'GET', 'obtener-horarios-disponibles', {
      id_peluquero_sucursal: pbId,
      id_servicio_de_peluquero_por_sucursal: linkId,
      fecha,
    }),
  ).data.horarios as string[];
const unitsOf = async (id: number) =>
  (await t.db.select().from(appointmentUnits).where(eq(appointmentUnits.appointmentId, id)))
    .map((u) => u.unit)
    .sort((a, b) => a - b);

describe('a visit whose durations do not match the grid (issue 29.1)', () => {
  it('Corte de dama + Nutrición capilar on a 30-minute grid: times on every working day', async () => {
    const { s, pair, corteLink, nutricionLink } = await studio();
    for (let d = 0; d < 7; d++) {
      const fecha = addDays(MONDAY, d);
      const visit = await visitSlots(t, s, fecha, pair);
      const corte = await single(s.lucia.link.id, corteLink.id, fecha);
      if (d === 6) {
        expect(visit, fecha).toEqual([]); // Sunday: nobody works
        continue;
      }
      expect(corte.length, fecha).toBeGreaterThanOrEqual(8);
      expect((await single(s.martin.link.id, nutricionLink.id, fecha)).length).toBeGreaterThan(0);
      expect(visit.length, fecha).toBeGreaterThanOrEqual(8);
      // every start is on the cut's grid (Lucía's, service 1): a single cut would start there
      expect(
        visit.every((h) => corte.includes(h)),
        fecha,
      ).toBe(true);
    }
    const tuesday = await visitSlots(t, s, TUESDAY, pair);
    // morning: cut 09:00–09:45, nutrition 09:45–10:30 … the last ends by 13:00
    expect(tuesday).toEqual(expect.arrayContaining(['09:00', '09:30', '11:30', '16:00', '18:30']));
    expect(tuesday).not.toContain('09:15');
    expect(tuesday).not.toContain('12:00');
  });

  it('reservar-visita and reprogramar-visita accept the offered starts, the nutrition off its grid', async () => {
    const { s, pair } = await studio();
    const r = await reserveVisit(t, s, TUESDAY, '09:00', pair);
    expect(r.statusCode, r.body).toBe(200);
    const turnos = body(r).data.turnos as { id_turno: number; hora: string; hora_fin: string }[];
    expect(turnos.map((x) => [x.hora, x.hora_fin])).toEqual([
      ['09:00', '09:45'],
      ['09:45', '10:30'],
    ]);
    const [corte, nutricion] = turnos;
    if (!corte || !nutricion) throw new Error('two appointments expected');
    // the cut takes 09:00–09:45; the nutrition its two busy units 09:45 and 10:15, its pause free
    expect(await unitsOf(corte.id_turno)).toEqual([36, 37, 38]);
    expect(await unitsOf(nutricion.id_turno)).toEqual([39, 41]);

    const idVisita = body(r).data.id_visita as number;
    const offered = await visitSlots(t, s, TUESDAY, pair, { id_visita: idVisita }, s.client.token);
    expect(offered).toContain('16:30');
    const moved = await api(
      t,
      'POST',
      'reprogramar-visita',
      { id_visita: idVisita, fecha_nueva: TUESDAY, hora: '16:30' },
      s.client.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((body(moved).data.turnos as { hora: string }[]).map((x) => x.hora)).toEqual([
      '16:30',
      '17:15',
    ]);
    // a visit start off the cut's grid stays refused (1003), the visit unmoved
    const offGrid = await api(
      t,
      'POST',
      'reprogramar-visita',
      { id_visita: idVisita, fecha_nueva: TUESDAY, hora: '16:45' },
      s.client.token,
    );
    expect([offGrid.statusCode, body(offGrid).data.errorCode]).toEqual([400, 1003]);
    expect(await unitsOf(nutricion.id_turno)).toEqual([69, 71]);
  });
});
