import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { centsToWire } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import { createUser } from '../../../test/factories';
import {
  adjust,
  createCharged,
  createProduct,
  okData,
  refusal,
} from '../../../test/counter-factories';
import {
  adminToken,
  createCreditStudio,
  creditPolicy,
  type CreditStudio,
  type Saldo,
} from '../../../test/credit-factories';

/**
 * Issue 32's property (contract §7.5): for random sequences of cancelled paid deposits (the
 * option on or off), expiries (the clock moved), uses (at the counter and by hand) and
 * adjustments through the API, the client's balance is what an independent model of the ledger
 * says — credits spent oldest first, each expiring its days after it was granted — the ledger's
 * movements sum to it, and it is never negative, nor is any credit's remainder.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

const op = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({
    kind: fc.constant('cancel' as const),
    cents: fc.integer({ min: 0, max: 500_000 }),
    paid: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('deduct' as const), cents: fc.integer({ min: 1, max: 600_000 }) }),
  fc.record({ kind: fc.constant('charge' as const), cents: fc.integer({ min: 1, max: 600_000 }) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant('toggle' as const), on: fc.boolean() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** The test's own ledger: each credit, what is left of it and when it expires. */
interface ModelCredit {
  left: number;
  expires: number | null;
}

class Model {
  credits: ModelCredit[] = [];
  constructor(private days: number) {}
  grant(cents: number, now: number) {
    this.credits.push({ left: cents, expires: this.days > 0 ? now + this.days * DAY : null });
  }
  expire(now: number) {
    for (const c of this.credits) if (c.expires !== null && c.expires <= now) c.left = 0;
  }
  balance(now: number) {
    this.expire(now);
    return this.credits.reduce((s, c) => s + c.left, 0);
  }
  /** false when there is not enough (nothing taken) */
  spend(cents: number, now: number) {
    if (this.balance(now) < cents) return false;
    let rest = cents;
    for (const c of this.credits) {
      const take = Math.min(c.left, rest);
      c.left -= take;
      rest -= take;
    }
    return true;
  }
}

const wire = (cents: number) => centsToWire(BigInt(cents));
const toCentsN = (w: string) => Math.round(Number(w) * 100);

async function runSequence(
  c: CreditStudio,
  days: number,
  ops: Op[],
  tillId: number,
  product: number,
) {
  const client = await createUser(t, { roles: ['cliente'] });
  const ID = client.user.id;
  const model = new Model(days);
  let on = true;
  await creditPolicy(t, c, on, days);
  let hour = 0;
  for (const o of ops) {
    const now = t.clock.now.getTime();
    const admin = await adminToken(t, c);
    if (o.kind === 'grant') {
      okData(
        await api(
          t,
          'POST',
          'ajustar-saldo-cliente',
          { ID, monto: wire(o.cents), motivo: 'azar' },
          admin,
        ),
      );
      model.grant(o.cents, now);
    } else if (o.kind === 'deduct') {
      const res = await api(
        t,
        'POST',
        'ajustar-saldo-cliente',
        { ID, monto: `-${wire(o.cents)}`, motivo: 'azar' },
        admin,
      );
      if (model.spend(o.cents, now)) okData(res);
      else expect(refusal(res).slice(0, 2)).toEqual([409, 1009]);
    } else if (o.kind === 'charge') {
      const res = await api(
        t,
        'POST',
        'registrar-cobro',
        {
          id_caja: tillId,
          id_cliente: ID,
          items: [{ tipo: 'producto', id_producto: product, cantidad: 1, precio: wire(o.cents) }],
          pagos: [{ medio: 'saldo', monto: wire(o.cents) }],
        },
        admin,
      );
      if (model.spend(o.cents, now)) okData(res);
      else
        expect(refusal(res)).toEqual([409, 1009, 'El cliente no tiene saldo a favor suficiente.']);
    } else if (o.kind === 'cancel') {
      // an appointment two days ahead, its deposit paid or not, cancelled by the admin
      const fecha = new Date(now + 2 * DAY).toISOString().slice(0, 10);
      const id = await createCharged(t, c, {
        fecha,
        hora: `${String(8 + (hour++ % 12)).padStart(2, '0')}:00`,
        montoReserva: wire(o.cents),
        reservaPaga: o.paid,
      });
      await t.db.update(appointments).set({ clientId: ID }).where(eq(appointments.id, id));
      okData(await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, admin));
      if (on && o.paid && o.cents > 0) model.grant(o.cents, now);
    } else if (o.kind === 'wait') {
      t.clock.advance(o.days * DAY + 3_600_000);
    } else {
      on = o.on;
      await creditPolicy(t, c, on, days);
    }
    const s = okData(
      await api(t, 'GET', 'obtener-saldo-cliente', { ID }, await adminToken(t, c)),
    ) as unknown as Saldo;
    const balance = toCentsN(s.saldo);
    expect(balance).toBe(model.balance(t.clock.now.getTime()));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(s.movimientos.reduce((sum, m) => sum + toCentsN(m.monto), 0)).toBe(balance);
    // each credit keeps what the model says is left of it (oldest spent first), never below 0
    const left = s.movimientos
      .filter((m) => m.restante !== null)
      .reverse()
      .map((m) => toCentsN(m.restante ?? '0'));
    expect(left).toEqual(model.credits.map((x) => x.left));
    for (const l of left) expect(l).toBeGreaterThanOrEqual(0);
  }
}

describe('client credit under random cancels, expiries, uses and adjustments', () => {
  it('the ledger sums to the balance the model says, never negative', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const c = await createCreditStudio(t);
    const product = await createProduct(t, c, { precio: '1' });
    okData(await adjust(t, c, product, c.branch.id, 9999));
    const till = okData(
      await api(
        t,
        'POST',
        'abrir-caja',
        { id_sucursal: c.branch.id, monto_inicial: '0' },
        c.admin.token,
      ),
    ).id_caja as number;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 7, 30),
        fc.array(op, { minLength: 1, maxLength: 14 }),
        (days, ops) => runSequence(c, days, ops, till, product),
      ),
      { numRuns: 30 },
    );
  });
});
