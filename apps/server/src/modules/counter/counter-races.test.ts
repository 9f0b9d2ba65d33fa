import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentCharges, productStock, stockMovements } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import {
  adjust,
  createCharged,
  createCounter,
  createProduct,
  okData,
  openTill,
  refusal,
} from '../../../test/counter-factories';

/**
 * Races (contract §7.1, §7.3): 20 charges of one appointment at once, 20 sales of the last unit
 * at once — exactly one 200 each, the others 409 / 1009 with the contract's text, never a 500.
 * On PostgreSQL (server-pg) the requests really run side by side on the pool.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const N = 20;

describe('the counter under concurrent requests', () => {
  it('of 20 parallel charges of one appointment exactly one wins', async () => {
    const c = await createCounter(t);
    const turno = await createCharged(t, c);
    const id_caja = await openTill(t, c);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api(
          t,
          'POST',
          'registrar-cobro',
          {
            id_caja,
            items: [{ tipo: 'servicio', id_turno: turno }],
            pagos: [{ medio: 'efectivo', monto: String(8000 + i) }],
          },
          i % 2 ? c.pro.token : c.admin.token,
        ),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(refusal(r)).toEqual([409, 1009, 'El turno ya fue cobrado']);
    }
    const links = await t.db
      .select()
      .from(appointmentCharges)
      .where(eq(appointmentCharges.appointmentId, turno));
    expect(links).toHaveLength(1);
    const caja = okData(await api(t, 'GET', 'obtener-caja', { id_caja }, c.admin.token));
    expect(caja.cobros as unknown[]).toHaveLength(1);
  });

  it('of 20 parallel sales of the last unit exactly one wins, and the stock ends at 0', async () => {
    const c = await createCounter(t);
    const product = await createProduct(t, c);
    okData(await adjust(t, c, product, c.branch.id, 1));
    const id_caja = await openTill(t, c);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        api(
          t,
          'POST',
          'registrar-cobro',
          {
            id_caja,
            items: [{ tipo: 'producto', id_producto: product, cantidad: 1 }],
            pagos: [{ medio: 'debito', monto: '1000' }],
          },
          c.pro.token,
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(refusal(r)).toEqual([409, 1009, 'Sin stock suficiente']);
    }
    const [stock] = await t.db
      .select()
      .from(productStock)
      .where(eq(productStock.productId, product));
    expect(stock?.quantity).toBe(0);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product));
    expect(moves.map((m) => m.quantity).sort()).toEqual([-1, 1]);
  });
});
