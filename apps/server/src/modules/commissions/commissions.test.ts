import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERCENT_MESSAGE } from '@turnos/domain';
import { commissionRates, commissionServiceRates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import { createCharged, okData, refusal } from '../../../test/counter-factories';
import {
  chargeAtTill,
  createCommissionStudio,
  reportRows,
  setRates,
  type CommissionStudio,
} from '../../../test/commission-factories';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let c: CommissionStudio;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-23T12:00:00Z');
  c = await createCommissionStudio(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

const getRates = (id: number, token?: string) =>
  api(t, 'GET', 'obtener-comisiones', { id_peluquero_sucursal: id }, token);

async function rowsIn() {
  const [rates, perService] = await Promise.all([
    t.db.select().from(commissionRates),
    t.db.select().from(commissionServiceRates),
  ]);
  return { rates: rates.map(({ updatedAt: _u, ...r }) => r), perService };
}

describe('actualizar-comisiones (A)', () => {
  it('sets both percentages and the per-service list, which obtener-comisiones reads back', async () => {
    const res = await setRates(t, c, c.pbId, {
      comision_servicios: '40',
      comision_productos: '12,5',
      por_servicio: [{ id_servicio: c.service.id, porcentaje: 55.25 }],
    });
    const settings = {
      id_peluquero_sucursal: c.pbId,
      comision_servicios: '40.00',
      comision_productos: '12.50',
      por_servicio: [{ id_servicio: c.service.id, porcentaje: '55.25' }],
    };
    expect(okData(res)).toEqual(settings);
    expect(okData(await getRates(c.pbId, c.admin.token))).toEqual(settings);
    // its own professional reads it too
    expect(okData(await getRates(c.pbId, c.pro.token))).toEqual(settings);
  });

  it('keeps the per-service list when it is left out, and empties it with []', async () => {
    okData(
      await setRates(t, c, c.pbId, {
        comision_servicios: '30',
        comision_productos: '10',
        por_servicio: JSON.stringify([{ id_servicio: c.cut.id, porcentaje: '20' }]),
      }),
    );
    const kept = okData(
      await setRates(t, c, c.pbId, { comision_servicios: 0, comision_productos: '100' }),
    );
    expect(kept).toMatchObject({
      comision_servicios: '0.00',
      comision_productos: '100.00',
      por_servicio: [{ id_servicio: c.cut.id, porcentaje: '20.00' }],
    });
    const cleared = okData(
      await setRates(t, c, c.pbId, {
        comision_servicios: '1',
        comision_productos: '2',
        por_servicio: [],
      }),
    );
    expect(cleared.por_servicio).toEqual([]);
  });

  it.each([
    ['comision_servicios', '100.01', PERCENT_MESSAGE],
    ['comision_servicios', '-1', PERCENT_MESSAGE],
    ['comision_productos', '12.345', PERCENT_MESSAGE],
    ['comision_productos', 'diez', PERCENT_MESSAGE],
    ['comision_productos', 101, PERCENT_MESSAGE],
    ['comision_servicios', undefined, PERCENT_MESSAGE],
    ['por_servicio', [{ id_servicio: 5, porcentaje: '101' }], PERCENT_MESSAGE],
    [
      'por_servicio',
      'no es una lista',
      'Los porcentajes por servicio deben ser una lista de hasta 200 servicios (id_servicio) con su porcentaje.',
    ],
    ['por_servicio', [{ porcentaje: '10' }], 'El parámetro id_servicio es obligatorio.'],
  ])('refuses %s = %j (1003, nothing written)', async (field, value, message) => {
    const before = await rowsIn();
    const params: Record<string, unknown> = {
      comision_servicios: '10',
      comision_productos: '10',
      [field]: value,
    };
    if (value === undefined) delete params[field];
    const res = await setRates(t, c, c.pbId, params as never);
    expect(refusal(res)).toEqual([400, 1003, message]);
    expect(await rowsIn()).toEqual(before);
  });

  it('refuses a service twice in the list (1003)', async () => {
    const res = await setRates(t, c, c.pbId, {
      comision_servicios: '10',
      comision_productos: '10',
      por_servicio: [
        { id_servicio: c.cut.id, porcentaje: '10' },
        { id_servicio: c.cut.id, porcentaje: '20' },
      ],
    });
    expect(refusal(res)).toEqual([
      400,
      1003,
      'Cada servicio puede tener un solo porcentaje propio.',
    ]);
  });

  it('answers 1002 for an unknown professional-branch or service, the busy placeholder too, writing nothing', async () => {
    const before = await rowsIn();
    const rates = { comision_servicios: '10', comision_productos: '10' };
    expect(refusal(await setRates(t, c, 999_999, rates))).toEqual([
      404,
      1002,
      'El profesional no existe en esa sucursal.',
    ]);
    for (const id_servicio of [999_999, 1]) {
      const res = await setRates(t, c, c.pbId, {
        ...rates,
        por_servicio: [
          { id_servicio: c.cut.id, porcentaje: '5' },
          { id_servicio, porcentaje: '5' },
        ],
      });
      expect(refusal(res)).toEqual([404, 1002, 'El servicio no existe.']);
    }
    expect(await rowsIn()).toEqual(before);
  });

  it('is for admins only: anonymous 401, client and professional (even their own) 403', async () => {
    const before = await rowsIn();
    const params = {
      id_peluquero_sucursal: c.pbId,
      comision_servicios: '90',
      comision_productos: '90',
    };
    expect(refusal(await api(t, 'PUT', 'actualizar-comisiones', params))).toEqual([
      401,
      53,
      expect.any(String),
    ]);
    for (const token of [c.client.token, c.pro.token, c.seller.token]) {
      const res = await api(t, 'PUT', 'actualizar-comisiones', params, token);
      expect(refusal(res)[1]).toBe(1001);
      expect(res.statusCode).toBe(403);
    }
    expect(await rowsIn()).toEqual(before);
  });
});

describe('obtener-comisiones (A; P own)', () => {
  it('answers 0 and an empty list when never set', async () => {
    expect(okData(await getRates(c.otherPro.link.id, c.admin.token))).toEqual({
      id_peluquero_sucursal: c.otherPro.link.id,
      comision_servicios: '0.00',
      comision_productos: '0.00',
      por_servicio: [],
    });
    expect(okData(await getRates(c.seller.link.id, c.seller.token)).comision_servicios).toBe(
      '0.00',
    );
  });

  it("refuses another professional's row (1001), a client (1001), anonymous (401); unknown 1002", async () => {
    expect(refusal(await getRates(c.pbId, c.seller.token))[1]).toBe(1001);
    expect(refusal(await getRates(c.pbId, c.otherPro.token))[1]).toBe(1001);
    expect(refusal(await getRates(c.pbId, c.client.token))[1]).toBe(1001);
    expect(refusal(await getRates(c.pbId))[0]).toBe(401);
    expect(refusal(await getRates(999_999, c.admin.token))).toEqual([
      404,
      1002,
      'El profesional no existe en esa sucursal.',
    ]);
    expect(refusal(await getRates(0 as number, c.admin.token))[1]).toBe(1003);
  });
});

describe('obtener-reporte-comisiones (A; P own rows)', () => {
  it('adds services after their discount share at their own percentage, products sold, tips; a paid deposit stays in the line', async () => {
    const day = '2026-11-23';
    t.clock.set(`${day}T15:00:00Z`);
    okData(
      await setRates(t, c, c.pbId, {
        comision_servicios: '40',
        comision_productos: '10',
        por_servicio: [{ id_servicio: c.service.id, porcentaje: '50' }],
      }),
    );
    okData(
      await setRates(t, c, c.seller.link.id, {
        comision_servicios: '30',
        comision_productos: '15',
      }),
    );
    const color = await createCharged(t, c, {
      fecha: day,
      hora: '10:00',
      precio: '8000',
      montoReserva: '2500',
      reservaPaga: true,
    });
    const cut = await createCharged(t, c, {
      fecha: day,
      hora: '11:00',
      precio: '2000',
      service: c.cut,
    });
    // $ 8000 + 2000 + 2 × 1000 = 12000, less $ 1200: 10 % off every line
    okData(
      await chargeAtTill(t, c, {
        items: [
          { tipo: 'servicio', id_turno: color },
          { tipo: 'servicio', id_turno: cut },
          {
            tipo: 'producto',
            id_producto: c.product,
            cantidad: 2,
            id_peluquero_sucursal: c.seller.link.id,
          },
        ],
        descuento: '1200',
        propinas: [
          { id_peluquero_sucursal: c.pbId, monto: '500' },
          { id_peluquero_sucursal: c.seller.link.id, monto: '100.50' },
        ],
      }),
    );
    // an annulled charge counts for nothing, its tip neither
    const annulled = okData(
      await chargeAtTill(t, c, {
        items: [
          { tipo: 'producto', id_producto: c.product, cantidad: 1, id_peluquero_sucursal: c.pbId },
        ],
        propinas: [{ id_peluquero_sucursal: c.pbId, monto: '999' }],
      }),
    ).cobro as { id_cobro: number };
    okData(
      await api(
        t,
        'POST',
        'anular-cobro',
        { id_cobro: annulled.id_cobro, motivo: 'error' },
        c.admin.token,
      ),
    );
    // a product nobody sold counts for no one
    okData(
      await chargeAtTill(t, c, {
        items: [{ tipo: 'producto', id_producto: c.product, cantidad: 1 }],
      }),
    );

    const pro = {
      id_peluquero_sucursal: c.pbId,
      nombre: c.pro.user.name,
      servicios: '9000.00', // 7200 + 1800
      productos: '0.00',
      comision: '4320.00', // 50 % of 7200 + 40 % of 1800
      propinas: '500.00',
      total_a_pagar: '4820.00',
    };
    const seller = {
      id_peluquero_sucursal: c.seller.link.id,
      nombre: c.seller.user.name,
      servicios: '0.00',
      productos: '1800.00',
      comision: '270.00',
      propinas: '100.50',
      total_a_pagar: '370.50',
    };
    const rows = await reportRows(t, c.admin.token, day);
    expect(rows).toEqual([pro, seller].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')));
    // each professional sees their own row only
    expect(await reportRows(t, c.pro.token, day)).toEqual([pro]);
    expect(await reportRows(t, c.seller.token, day)).toEqual([seller]);
    expect(await reportRows(t, c.otherPro.token, day)).toEqual([]);
    // the branch filter; the day before and after have nothing
    expect(await reportRows(t, c.admin.token, day, { id_sucursal: c.otherBranch.id })).toEqual([]);
    expect(await reportRows(t, c.admin.token, day, { id_sucursal: c.branch.id })).toHaveLength(2);
    expect(await reportRows(t, c.admin.token, '2026-11-24')).toEqual([]);
    // the rates in force when the report is asked for
    okData(
      await setRates(t, c, c.pbId, {
        comision_servicios: '10',
        comision_productos: '10',
        por_servicio: [],
      }),
    );
    expect((await reportRows(t, c.pro.token, day))[0]?.comision).toBe('900.00');
  });

  it('refuses anonymous (401) and clients (1001)', async () => {
    const params = { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-23' };
    expect(refusal(await api(t, 'GET', 'obtener-reporte-comisiones', params))[0]).toBe(401);
    const res = await api(t, 'GET', 'obtener-reporte-comisiones', params, c.client.token);
    expect(refusal(res)).toEqual([403, 1001, expect.any(String)]);
  });

  it.each([
    [
      { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-22' },
      400,
      'La fecha de inicio debe ser anterior a la fecha de fin.',
    ],
    [
      { fecha_desde: '2026-01-01', fecha_hasta: '2027-01-02' },
      400,
      'El período no puede superar los 366 días.',
    ],
    [
      { fecha_desde: '2026-02-30', fecha_hasta: '2026-03-01' },
      400,
      'La fecha debe tener el formato aaaa-mm-dd.',
    ],
    [{ fecha_hasta: '2026-03-01' }, 400, 'Debe indicar la fecha.'],
    [
      { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-23', id_sucursal: 'x' },
      400,
      'El parámetro id_sucursal debe ser un número entero.',
    ],
    [
      { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-23', id_sucursal: 999_999 },
      404,
      'La sucursal no existe.',
    ],
  ])('refuses %j', async (params, status, message) => {
    const res = await api(t, 'GET', 'obtener-reporte-comisiones', params, c.admin.token);
    expect(refusal(res)).toEqual([status, status === 404 ? 1002 : 1003, message]);
  });

  it('takes a period of 366 days', async () => {
    const res = await api(
      t,
      'GET',
      'obtener-reporte-comisiones',
      { fecha_desde: '2026-01-01', fecha_hasta: '2027-01-01' },
      c.admin.token,
    );
    expect(okData(res).profesionales).toEqual(expect.any(Array));
  });
});
