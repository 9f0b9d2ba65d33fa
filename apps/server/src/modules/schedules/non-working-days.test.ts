import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api, countRows, createCast, snapshot } from '../../../test/catalog-factories';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const add = (params: Record<string, unknown>, token = cast.owner.token) =>
  api(
    t,
    'POST',
    'agregar-dia-no-laborable',
    { id_peluquero_sucursal: cast.link.id, ...params },
    token,
  );
const list = async () =>
  body(await api(t, 'GET', 'obtener-dias-no-laborables', { id_peluquero_sucursal: cast.link.id }))
    .data.diasNoLaborables as { id_dia_no_laborable: number; fecha: string; razon: string }[];

describe('non-working days', () => {
  it('adds dates (owner and admin) and lists them newest first', async () => {
    const a = await add({ fecha: '2026-12-24', razon: 'Nochebuena' });
    expect(a.statusCode).toBe(200);
    const id = body(a).data.id_dia_no_laborable as number;
    expect((await add({ fecha: '2026-12-31' }, cast.admin.token)).statusCode).toBe(200);
    expect((await add({ fecha: '2026-12-08' })).statusCode).toBe(200);
    const rows = await list();
    expect(rows.map((r) => r.fecha)).toEqual(['2026-12-31', '2026-12-24', '2026-12-08']);
    expect(rows[1]).toEqual({
      id_dia_no_laborable: id,
      id_peluquero_sucursal: cast.link.id,
      fecha: '2026-12-24',
      razon: 'Nochebuena',
    });
    expect(rows[0]?.razon).toBe('');
  });

  it('refuses a duplicate with the seed message, also when two requests race', async () => {
    const dup = await add({ fecha: '2026-12-24' });
    expect(body(dup)).toMatchObject({
      error: 'La fecha ya existe en la lista',
      data: { errorCode: 1003 },
    });
    const results = await Promise.all([add({ fecha: '2027-01-06' }), add({ fecha: '2027-01-06' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await list()).filter((r) => r.fecha === '2027-01-06')).toHaveLength(1);
    // the same date at another professional's row is fine
    const other = await api(
      t,
      'POST',
      'agregar-dia-no-laborable',
      { id_peluquero_sucursal: cast.other.link.id, fecha: '2026-12-24' },
      cast.other.token,
    );
    expect(other.statusCode).toBe(200);
  });

  it.each([
    [{ fecha: '2026-02-30' }, 'Ingrese una fecha válida (aaaa-mm-dd).'],
    [{ fecha: '24/12/2026' }, 'Ingrese una fecha válida (aaaa-mm-dd).'],
    [{ fecha: '' }, 'Ingrese una fecha válida (aaaa-mm-dd).'],
    [{}, 'Ingrese una fecha válida (aaaa-mm-dd).'],
    [{ fecha: '2026-12-01', razon: 'r'.repeat(255) }, 'Máximo 254 caracteres.'],
  ])('rejects %o with %s', async (params, message) => {
    const before = await countRows(t, 'non_working_days');
    expect(body(await add(params))).toMatchObject({ error: message, data: { errorCode: 1003 } });
    expect(await countRows(t, 'non_working_days')).toBe(before);
  });

  it('deletes a date of the row named; a date of another row is 1002', async () => {
    const id = body(await add({ fecha: '2027-02-01' })).data.id_dia_no_laborable as number;
    const foreign = await api(
      t,
      'DELETE',
      'eliminar-dia-no-laborable',
      { id_peluquero_sucursal: cast.other.link.id, id_dia_no_laborable: id },
      cast.other.token,
    );
    expect(body(foreign).data.errorCode).toBe(1002);
    const res = await api(
      t,
      'DELETE',
      'eliminar-dia-no-laborable',
      { id_peluquero_sucursal: cast.link.id, id_dia_no_laborable: id },
      cast.owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await list()).map((r) => r.id_dia_no_laborable)).not.toContain(id);
  });

  it('refuses visitors, clients and another branch’s professional, changing nothing', async () => {
    const id = body(await add({ fecha: '2027-03-01' })).data.id_dia_no_laborable as number;
    const before = await snapshot(t);
    expect(body(await add({ fecha: '2027-03-02' }, '')).data.errorCode).toBe(53);
    for (const who of [cast.client, cast.other]) {
      expect(body(await add({ fecha: '2027-03-02' }, who.token)).data.errorCode).toBe(1001);
      const del = await api(
        t,
        'DELETE',
        'eliminar-dia-no-laborable',
        { id_peluquero_sucursal: cast.link.id, id_dia_no_laborable: id },
        who.token,
      );
      expect(body(del).data.errorCode).toBe(1001);
    }
    expect(await snapshot(t)).toEqual(before);
    expect(
      body(await api(t, 'GET', 'obtener-dias-no-laborables', { id_peluquero_sucursal: 999999 }))
        .data.errorCode,
    ).toBe(1002);
  });
});
