import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import { adjust, createProduct, okData, openTill, refusal } from '../../../test/counter-factories';
import {
  adjustCredit,
  cents,
  createCreditStudio,
  creditOf,
  ledgerCents,
} from '../../../test/credit-factories';

/**
 * Uses of one client's credit racing (contract §7.5): exactly as many win as the credit covers,
 * the others 409 / 1009 with nothing written, and the balance ends at what is left — never
 * below 0. On PostgreSQL (server-pg) the requests really run side by side on the pool.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-23T12:00:00Z');
});
afterAll(() => t.close());

const N = 20;

describe('client credit under concurrent uses', () => {
  it('of 20 charges of $ 100 against $ 500 of credit exactly 5 win', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '300'));
    okData(await adjustCredit(t, c, '200'));
    const product = await createProduct(t, c, { precio: '100' });
    okData(await adjust(t, c, product, c.branch.id, N));
    const id_caja = await openTill(t, c);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api(
          t,
          'POST',
          'registrar-cobro',
          {
            id_caja,
            id_cliente: c.client.user.id,
            items: [{ tipo: 'producto', id_producto: product, cantidad: 1 }],
            pagos: [{ medio: 'saldo', monto: '100' }],
          },
          i % 2 ? c.pro.token : c.admin.token,
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(refusal(r)).toEqual([409, 1009, 'El cliente no tiene saldo a favor suficiente.']);
    }
    const s = await creditOf(t, c);
    expect(s.saldo).toBe('0.00');
    expect(ledgerCents(s)).toBe(0);
    expect(s.movimientos.filter((m) => m.motivo === 'cobro')).toHaveLength(5);
  });

  it('of 20 bookings paying a $ 3000 deposit with $ 7000 of credit exactly 2 are booked', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '7000'));
    const hours = ['09:00', '10:00', '11:00', '12:00', '16:00', '17:00', '18:00', '19:00'];
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api(
          t,
          'POST',
          'reservar-turno',
          {
            id_cliente: c.client.user.id,
            id_peluquero_sucursal: c.pbId,
            id_servicio_de_peluquero_por_sucursal: c.link.id,
            fecha: `2026-11-${24 + Math.floor(i / hours.length)}`,
            hora: hours[i % hours.length],
            usar_saldo: '1',
          },
          c.client.token,
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(refusal(r).slice(0, 2)).toEqual([409, 1009]);
    }
    const booked = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, c.client.user.id));
    expect(booked.map((a) => a.reservaPaga)).toEqual([true, true]);
    const s = await creditOf(t, c);
    expect(s.saldo).toBe('1000.00');
    expect(ledgerCents(s)).toBe(cents(s.saldo));
  });

  it('of 20 deductions of $ 150 against $ 1000 exactly 6 are taken', async () => {
    const c = await createCreditStudio(t);
    okData(await adjustCredit(t, c, '1000'));
    const answers = await Promise.all(Array.from({ length: N }, () => adjustCredit(t, c, '-150')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(6);
    const s = await creditOf(t, c);
    expect(s.saldo).toBe('100.00');
    expect(ledgerCents(s)).toBe(10_000);
  });
});
