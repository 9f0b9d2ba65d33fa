import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api, createService, linkService } from '../../../test/catalog-factories';
import { createStudio, reserveParams } from '../../../test/booking-factories';
import { workingDays } from '../../db/schema';

// The agenda offers staff 'Asignar turno' on its free rows: those must be starts the booking rule
// allows (ADR 0020), so inside hours the rows follow the grid from each shift's start, as
// availability does. The test clock: Monday 2026-11-23, 09:00 in Buenos Aires.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TUESDAY = '2026-11-24';

describe('obtener-agenda rows inside hours are the booking grid', () => {
  it('grid 45, a second shift not on the first one’s grid: every free row can be assigned', async () => {
    const s = await createStudio(t, { gridStep: 45 });
    await t.db
      .update(workingDays)
      .set({ shift1Start: '09:10', shift1End: '12:00', shift2Start: '16:00', shift2End: '19:00' })
      .where(and(eq(workingDays.professionalBranchId, s.pbId), eq(workingDays.diaSemana, 1)));
    const quick = await linkService(
      t,
      s.pbId,
      (await createService(t, { duracion: 1, pattern: '1' })).id,
    );
    const agenda = async () =>
      body(
        await api(
          t,
          'GET',
          'obtener-agenda',
          { id_peluquero_sucursal: s.pbId, fecha: TUESDAY },
          s.pro.token,
        ),
      ).data as unknown as { hora: string; estado: string; sobreturno: string }[];
    const free = (await agenda()).filter((x) => x.estado === 'no_asignado').map((x) => x.hora);
    const offered = body(
      await api(t, 'GET', 'obtener-horarios-disponibles', {
        id_peluquero_sucursal: s.pbId,
        id_servicio_de_peluquero_por_sucursal: quick.id,
        fecha: TUESDAY,
      }),
    ).data.horarios as string[];
    expect(free).toEqual(['09:15', '10:00', '10:45', '11:30', '16:00', '16:45', '17:30', '18:15']);
    expect(free).toEqual(offered);
    for (const hora of free) {
      const res = await api(
        t,
        'POST',
        'reservar-turno',
        reserveParams(s, TUESDAY, hora, { id_servicio_de_peluquero_por_sucursal: quick.id }),
        s.pro.token,
      );
      expect(res.statusCode, hora).toBe(200);
    }
    // an overbooking is listed beside the row it falls in
    const over = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, TUESDAY, '16:30', { esSobreturno: '1' }),
      s.pro.token,
    );
    expect(over.statusCode).toBe(200);
    expect((await agenda()).filter((x) => x.sobreturno === '1').map((x) => x.hora)).toEqual([
      '16:00',
    ]);
  });
});
