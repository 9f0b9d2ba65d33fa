import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api, createCast, createProfessional } from '../../../test/catalog-factories';
import { listWorkingDays } from './schedules.queries';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const day = (change: Record<string, unknown> = {}) => ({
  id_peluquero_sucursal: cast.link.id,
  dia_semana: '0',
  activo: '1',
  hora_inicio1: '09:00',
  hora_fin1: '13:00',
  segundo_turno: '1',
  hora_inicio2: '14:00',
  hora_fin2: '19:30',
  ...change,
});
const save = (params: Record<string, unknown>, token = cast.owner.token) =>
  api(t, 'POST', 'actualizar-dia-laborable', params, token);

describe('obtener-dias-laborables (public)', () => {
  it('returns seven inactive rows, Monday (0) to Sunday (6), with the seed fields', async () => {
    const pro = await createProfessional(t, cast.branch.id);
    const res = await api(t, 'GET', 'obtener-dias-laborables', {
      id_peluquero_sucursal: pro.link.id,
    });
    expect(res.statusCode).toBe(200);
    const rows = body(res).data.diasLaborables as Record<string, unknown>[];
    expect(rows.map((r) => r.dia_semana)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows[0]).toEqual({
      id_dia_laborable: expect.any(Number),
      id_peluquero_sucursal: pro.link.id,
      dia_semana: 0,
      activo: '0',
      hora_inicio1: '00:00',
      hora_fin1: '00:00',
      segundo_turno: '0',
      hora_inicio2: '00:00',
      hora_fin2: '00:00',
    });
  });

  it('answers 1002 for an unknown row', async () => {
    expect(
      body(await api(t, 'GET', 'obtener-dias-laborables', { id_peluquero_sucursal: 999999 })).data
        .errorCode,
    ).toBe(1002);
  });
});

describe('actualizar-dia-laborable (P/A)', () => {
  it('saves a day with two shifts (owner and admin) and reads it back', async () => {
    expect((await save(day())).statusCode).toBe(200);
    expect(
      (await save(day({ dia_semana: 6, hora_fin2: '23:30' }), cast.admin.token)).statusCode,
    ).toBe(200);
    const res = await api(t, 'GET', 'obtener-dias-laborables', {
      id_peluquero_sucursal: cast.link.id,
    });
    const rows = body(res).data.diasLaborables as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({
      activo: '1',
      hora_inicio1: '09:00',
      hora_fin1: '13:00',
      segundo_turno: '1',
      hora_inicio2: '14:00',
      hora_fin2: '19:30',
    });
    expect(rows[6]).toMatchObject({ activo: '1', hora_fin2: '23:30' });
    expect(rows).toHaveLength(7);
  });

  it('accepts the default second shift 22:30–23:29 and resets a switched-off one to 00:00', async () => {
    expect(
      (
        await save(
          day({
            dia_semana: 1,
            hora_inicio1: '08:00',
            hora_fin1: '22:00',
            hora_inicio2: '22:30',
            hora_fin2: '23:29',
          }),
        )
      ).statusCode,
    ).toBe(200);
    const res = await save(
      day({ dia_semana: 2, segundo_turno: '0', hora_inicio2: '22:30', hora_fin2: '23:29' }),
    );
    expect(body(res).data.diaLaborable).toMatchObject({
      segundo_turno: '0',
      hora_inicio2: '00:00',
      hora_fin2: '00:00',
    });
  });

  it('does not check the hours of an inactive day', async () => {
    const res = await save(
      day({
        dia_semana: 3,
        activo: '0',
        hora_inicio1: '00:00',
        hora_fin1: '00:00',
        segundo_turno: '0',
      }),
    );
    expect(res.statusCode).toBe(200);
    const rows = await listWorkingDays(t.db, cast.link.id);
    expect(rows.find((r) => r.diaSemana === 3)).toMatchObject({ active: false });
  });

  it.each([
    [{ hora_inicio1: '' }, 'Debe completar los horarios del 1er turno.'],
    [{ hora_fin1: undefined }, 'Debe completar los horarios del 1er turno.'],
    [
      { hora_inicio1: '13:00', hora_fin1: '13:00' },
      'Hora de inicio debe ser menor que hora de finalización.',
    ],
    [
      { hora_inicio1: '14:00', hora_fin1: '13:00' },
      'Hora de inicio debe ser menor que hora de finalización.',
    ],
    [{ hora_inicio2: '' }, 'Debe completar los horarios del 2do turno.'],
    [{ hora_fin2: '' }, 'Debe completar los horarios del 2do turno.'],
    [
      { hora_inicio2: '13:00' },
      'Hora inicio del 2do turno debe ser mayor que hora fin del 1er turno.',
    ],
    [
      { hora_inicio2: '12:00' },
      'Hora inicio del 2do turno debe ser mayor que hora fin del 1er turno.',
    ],
    [
      { hora_inicio2: '19:30', hora_fin2: '19:30' },
      'Hora de inicio debe ser menor que hora de finalización.',
    ],
    [
      { hora_fin1: '23:45', segundo_turno: '0' },
      'La hora de finalización no puede ser posterior a las 23:30.',
    ],
    [{ hora_fin2: '23:31' }, 'La hora de finalización no puede ser posterior a las 23:30.'],
    [{ hora_inicio1: '9:00' }, 'Ingrese una hora válida (HH:MM).'],
    [{ hora_inicio1: '24:00' }, 'Ingrese una hora válida (HH:MM).'],
    [{ hora_fin1: '12:60' }, 'Ingrese una hora válida (HH:MM).'],
    [{ dia_semana: '7' }, 'El día de la semana debe ser un número de 0 (lunes) a 6 (domingo).'],
    [{ dia_semana: '-1' }, 'El día de la semana debe ser un número de 0 (lunes) a 6 (domingo).'],
    [
      { dia_semana: undefined },
      'El día de la semana debe ser un número de 0 (lunes) a 6 (domingo).',
    ],
    [{ activo: 'x' }, 'El valor debe ser 0 o 1.'],
  ])('rejects %o with %s and saves nothing', async (change, message) => {
    const before = await listWorkingDays(t.db, cast.link.id);
    const res = await save(day({ dia_semana: '4', ...change }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: message, data: { errorCode: 1003 } });
    expect(await listWorkingDays(t.db, cast.link.id)).toEqual(before);
  });

  it('refuses visitors, clients and another branch’s professional, changing nothing', async () => {
    const before = await listWorkingDays(t.db, cast.link.id);
    expect(body(await save(day({ dia_semana: 5 }), '')).data.errorCode).toBe(53);
    for (const who of [cast.client, cast.other]) {
      expect(body(await save(day({ dia_semana: 5 }), who.token)).data.errorCode).toBe(1001);
    }
    expect(await listWorkingDays(t.db, cast.link.id)).toEqual(before);
    expect(
      body(await save(day({ id_peluquero_sucursal: 999999 }), cast.admin.token)).data.errorCode,
    ).toBe(1002);
  });
});
