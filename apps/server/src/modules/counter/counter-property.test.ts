import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { centsToWire, toCents } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import {
  createCharged,
  createCounter,
  createProduct,
  okData,
  type Counter,
} from '../../../test/counter-factories';

/**
 * Issue 31's property: for random sequences of adjustments, transfers, sales (with or without an
 * appointment, paid with random methods and change) and annulments through the API, each
 * branch's stock equals the sum of its movements and is never negative, and equals what the
 * answers said; a till's totals equal its valid charges' payments per method (cash net of the
 * change), and its expected cash follows from them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MEDIOS = ['efectivo', 'debito', 'transferencia', 'credito', 'mercadopago'] as const;

const op = fc.oneof(
  fc.record({
    kind: fc.constant('adjust' as const),
    product: fc.nat(1),
    branch: fc.nat(1),
    cantidad: fc.integer({ min: -4, max: 6 }).filter((n) => n !== 0),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    product: fc.nat(1),
    from: fc.nat(1),
    cantidad: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('sale' as const),
    product: fc.nat(1),
    branch: fc.nat(1),
    cantidad: fc.integer({ min: 1, max: 3 }),
    withService: fc.boolean(),
    medio: fc.constantFrom(...MEDIOS),
    split: fc.integer({ min: 0, max: 100 }),
    change: fc.integer({ min: 0, max: 500 }),
    tip: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({ kind: fc.constant('annul' as const), pick: fc.nat(20) }),
);

interface Cobro {
  id_cobro: number;
  id_caja: number;
  estado: string;
  total: string;
  vuelto: string;
  pagos: { medio: string; monto: string }[];
  items: { tipo: string; id_producto: number | null; cantidad: number }[];
}

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function runSequence(c: Counter, ops: Op[]) {
  const branches = [c.branch.id, c.otherBranch.id];
  const products = [
    await createProduct(t, c, { precio: '1000.10' }),
    await createProduct(t, c, { precio: '333.33' }),
  ];
  const tills: number[] = [];
  for (const b of branches) {
    const res = await api(
      t,
      'POST',
      'abrir-caja',
      { id_sucursal: b, monto_inicial: '100' },
      c.admin.token,
    );
    tills.push(okData(res).id_caja as number);
  }
  const pbOf = [c.pbId, c.otherPro.link.id];
  const stock = new Map<string, number>();
  const key = (p: number, b: number) => `${p}:${b}`;
  const cobros: Cobro[] = [];
  let hour = 8;
  for (const o of ops) {
    if (o.kind === 'adjust') {
      const [p, b] = [products[o.product] ?? 0, branches[o.branch] ?? 0];
      const res = await api(
        t,
        'POST',
        'ajustar-stock',
        { id_producto: p, id_sucursal: b, cantidad: o.cantidad, motivo: 'azar' },
        c.admin.token,
      );
      const before = stock.get(key(p, b)) ?? 0;
      if (before + o.cantidad < 0) {
        expect(res.statusCode).toBe(409);
      } else {
        expect(okData(res).stock).toBe(before + o.cantidad);
        stock.set(key(p, b), before + o.cantidad);
      }
    } else if (o.kind === 'transfer') {
      const p = products[o.product] ?? 0;
      const [from, to] = [branches[o.from] ?? 0, branches[1 - o.from] ?? 0];
      const res = await api(
        t,
        'POST',
        'transferir-stock',
        { id_producto: p, id_sucursal_origen: from, id_sucursal_destino: to, cantidad: o.cantidad },
        c.admin.token,
      );
      const before = stock.get(key(p, from)) ?? 0;
      if (before < o.cantidad) {
        expect(res.statusCode).toBe(409);
      } else {
        okData(res);
        stock.set(key(p, from), before - o.cantidad);
        stock.set(key(p, to), (stock.get(key(p, to)) ?? 0) + o.cantidad);
      }
    } else if (o.kind === 'sale') {
      const [p, b] = [products[o.product] ?? 0, branches[o.branch] ?? 0];
      const items: Record<string, unknown>[] = [
        { tipo: 'producto', id_producto: p, cantidad: o.cantidad },
      ];
      let serviceCents = 0n;
      if (o.withService && o.branch === 0 && hour < 20) {
        const depositPaid = hour % 2 === 0;
        const turno = await createCharged(t, c, {
          hora: `${String(hour).padStart(2, '0')}:00`,
          precio: '8000',
          montoReserva: '2500',
          reservaPaga: depositPaid,
        });
        hour += 1;
        items.push({ tipo: 'servicio', id_turno: turno });
        // a paid deposit is applied: never charged twice
        serviceCents = 800000n - (depositPaid ? 250000n : 0n);
      }
      const unit = o.product === 0 ? 100010n : 33333n;
      const tip = BigInt(o.tip) * 100n;
      const total = unit * BigInt(o.cantidad) + serviceCents + tip;
      const other = (total * BigInt(o.split)) / 100n;
      const cash = total - other + BigInt(o.change) * 100n;
      const pagos = [
        ...(other > 0n ? [{ medio: o.medio, monto: centsToWire(other) }] : []),
        ...(cash > 0n ? [{ medio: 'efectivo', monto: centsToWire(cash) }] : []),
      ];
      const res = await api(
        t,
        'POST',
        'registrar-cobro',
        {
          id_caja: tills[o.branch],
          items,
          pagos,
          ...(tip > 0n
            ? { propinas: [{ id_peluquero_sucursal: pbOf[o.branch], monto: centsToWire(tip) }] }
            : {}),
        },
        c.admin.token,
      );
      const before = stock.get(key(p, b)) ?? 0;
      if (before < o.cantidad) {
        expect(res.statusCode, res.body).toBe(409);
      } else {
        const cobro = okData(res).cobro as Cobro;
        expect(toCents(cobro.total)).toBe(total);
        cobros.push(cobro);
        stock.set(key(p, b), before - o.cantidad);
      }
    } else {
      const valid = cobros.filter((x) => x.estado === 'valido');
      const target = valid[o.pick % Math.max(valid.length, 1)];
      if (!target) continue;
      const res = await api(
        t,
        'POST',
        'anular-cobro',
        { id_cobro: target.id_cobro, motivo: 'azar' },
        c.admin.token,
      );
      okData(res);
      target.estado = 'anulado';
      // its units come back to its till's branch
      const b = branches[tills.indexOf(target.id_caja)] ?? 0;
      for (const i of target.items) {
        if (i.id_producto === null) continue;
        stock.set(key(i.id_producto, b), (stock.get(key(i.id_producto, b)) ?? 0) + i.cantidad);
      }
    }
  }
  return { branches, products, tills, stock, cobros };
}

/** Both drivers answer raw queries with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('stock and till figures over random sequences', () => {
  it('stock = Σ movements ≥ 0 = the model; till totals = its valid charges’ payments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const c = await createCounter(t);
        const run = await runSequence(c, ops);
        for (const p of run.products) {
          for (const b of run.branches) {
            const [row] = rowsOf<{ stock: number | null; moves: number | null }>(
              await t.db.execute(sql`select
                (select quantity from product_stock where product_id = ${p} and branch_id = ${b}) as stock,
                (select sum(quantity)::int from stock_movements where product_id = ${p} and branch_id = ${b}) as moves`),
            );
            const stock = row?.stock ?? 0;
            expect(stock).toBeGreaterThanOrEqual(0);
            expect(stock).toBe(row?.moves ?? 0);
            expect(stock).toBe(run.stock.get(`${p}:${b}`) ?? 0);
          }
        }
        for (const id_caja of run.tills) {
          const expected = new Map<string, bigint>();
          for (const x of run.cobros.filter(
            (k) => k.id_caja === id_caja && k.estado === 'valido',
          )) {
            for (const pago of x.pagos) {
              expected.set(pago.medio, (expected.get(pago.medio) ?? 0n) + toCents(pago.monto));
            }
            expected.set('efectivo', (expected.get('efectivo') ?? 0n) - toCents(x.vuelto));
          }
          const caja = okData(await api(t, 'GET', 'obtener-caja', { id_caja }, c.admin.token));
          const totales = caja.totales as Record<string, string>;
          for (const m of [...MEDIOS, 'saldo']) {
            expect(toCents(totales[m] ?? 'x'), m).toBe(expected.get(m) ?? 0n);
          }
          const box = caja.caja as { efectivo_esperado: string };
          expect(toCents(box.efectivo_esperado)).toBe(10000n + (expected.get('efectivo') ?? 0n));
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
