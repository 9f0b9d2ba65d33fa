import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import {
  adjust,
  createCharged,
  createCounter,
  createProduct,
  okData,
  openTill,
} from '../../../test/counter-factories';

/** Contract §7.4: `obtener-reporte` gains `caja` over the valid charges of its scope (ADR 0097). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const zero = {
  efectivo: '0.00',
  transferencia: '0.00',
  debito: '0.00',
  credito: '0.00',
  mercadopago: '0.00',
  saldo: '0.00',
};

describe('obtener-reporte caja', () => {
  it('sums the valid charges of the period and scope: lines, discounts, deposits, tips, payments', async () => {
    const c = await createCounter(t);
    const product = await createProduct(t, c, { precio: '1000' });
    okData(await adjust(t, c, product, c.branch.id, 10));
    okData(await adjust(t, c, product, c.otherBranch.id, 10));
    const turno = await createCharged(t, c, { montoReserva: '3000', reservaPaga: true });
    const id_caja = await openTill(t, c);
    const charge = (params: Record<string, unknown>) =>
      api(t, 'POST', 'registrar-cobro', params, c.admin.token);
    // service 8000 − seña 3000 + 2 × 1000 − 500 discount + 300 tip = 6800; 5000 debit, 2000 cash (200 change)
    okData(
      await charge({
        id_caja,
        items: [
          { tipo: 'servicio', id_turno: turno },
          { tipo: 'producto', id_producto: product, cantidad: 2 },
        ],
        descuento: '500',
        propinas: [{ id_peluquero_sucursal: c.pbId, monto: '300' }],
        pagos: [
          { medio: 'debito', monto: '5000' },
          { medio: 'efectivo', monto: '2000' },
        ],
      }),
    );
    // annulled: not counted
    const annulled = okData(
      await charge({
        id_caja,
        items: [{ tipo: 'producto', id_producto: product, cantidad: 1 }],
        pagos: [{ medio: 'transferencia', monto: '1000' }],
      }),
    ).cobro as { id_cobro: number };
    okData(
      await api(
        t,
        'POST',
        'anular-cobro',
        { id_cobro: annulled.id_cobro, motivo: 'prueba' },
        c.admin.token,
      ),
    );
    // another branch's sale, nobody's line
    const otherTill = await openTill(t, c, '0', c.admin.token, c.otherBranch.id);
    okData(
      await charge({
        id_caja: otherTill,
        items: [{ tipo: 'producto', id_producto: product, cantidad: 3 }],
        pagos: [{ medio: 'credito', monto: '3000', cuotas: 3 }],
      }),
    );
    const report = async (token: string, extra: Record<string, unknown> = {}) =>
      okData(
        await api(
          t,
          'GET',
          'obtener-reporte',
          { fecha_desde: '2026-11-23', fecha_hasta: '2026-11-23', ...extra },
          token,
        ),
      ).caja;
    const branchCaja = {
      servicios: '8000.00',
      productos: '2000.00',
      descuentos: '500.00',
      senas_aplicadas: '3000.00',
      propinas: '300.00',
      por_medio: { ...zero, debito: '5000.00', efectivo: '1800.00' },
    };
    expect(await report(c.admin.token, { id_sucursal: c.branch.id })).toEqual(branchCaja);
    expect(await report(c.admin.token, { id_sucursal: c.otherBranch.id })).toEqual({
      servicios: '0.00',
      productos: '3000.00',
      descuentos: '0.00',
      senas_aplicadas: '0.00',
      propinas: '0.00',
      por_medio: { ...zero, credito: '3000.00' },
    });
    // the professional: the charges with a line or tip of theirs; the other professional: none
    expect(await report(c.pro.token)).toEqual(branchCaja);
    expect(await report(c.admin.token, { id_peluquero_sucursal: c.pbId })).toEqual(branchCaja);
    expect(await report(c.otherPro.token)).toEqual({
      servicios: '0.00',
      productos: '0.00',
      descuentos: '0.00',
      senas_aplicadas: '0.00',
      propinas: '0.00',
      por_medio: zero,
    });
    // another day: nothing
    expect(
      await report(c.admin.token, {
        id_sucursal: c.branch.id,
        fecha_desde: '2026-11-24',
        fecha_hasta: '2026-11-24',
      }),
    ).toMatchObject({ servicios: '0.00', por_medio: zero });
  });
});
