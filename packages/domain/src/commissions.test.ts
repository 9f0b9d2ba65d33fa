import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NO_RATES,
  commissionTotals,
  discountShares,
  lineCommission,
  type CommissionCharge,
  type CommissionRates,
} from './commissions';

const amounts = fc.array(fc.bigInt({ min: 0n, max: 5_000_000n }), { minLength: 1, maxLength: 50 });
/** Lines and a discount between 0 and their sum. */
const lineSet = amounts.chain((a) => {
  const subtotal = a.reduce((s, x) => s + x, 0n);
  return fc.record({
    amounts: fc.constant(a),
    discount: fc.oneof(
      fc.bigInt({ min: 0n, max: subtotal }),
      fc.bigInt({ min: 0n, max: subtotal < 30n ? subtotal : 30n }),
      fc.bigInt({ min: subtotal < 30n ? 0n : subtotal - 30n, max: subtotal }),
    ),
  });
});

describe('discountShares', () => {
  it.each([
    [[300000n, 500000n, 200000n], 100000n, [30000n, 50000n, 20000n]],
    // 66.67 each: the others round up, the largest (the first of equals) takes the rest
    [[100n, 100n, 100n], 200n, [66n, 67n, 67n]],
    [[333n, 333n, 334n], 100n, [33n, 33n, 34n]],
    [[1000n], 1n, [1n]],
    [[0n, 0n], 0n, [0n, 0n]],
    [[500n, 0n], 500n, [500n, 0n]],
    // a whole discount takes every line whole
    [[12345n, 678n, 9n], 13032n, [12345n, 678n, 9n]],
    // 3 cents over five lines: the others round 0.55 up to 1, the largest would go below 0, so
    // it keeps 0 and the next largest gives one back
    [[80n, 55n, 55n, 55n, 55n], 3n, [0n, 0n, 1n, 1n, 1n]],
    // almost the whole subtotal: the others round 59.49 down, the largest would pass its 100
    [
      [100n, ...Array.from({ length: 10 }, () => 60n)],
      694n,
      [100n, 60n, 60n, 60n, 60n, 59n, 59n, 59n, 59n, 59n, 59n],
    ],
  ])('case %#: shares the discount in proportion', (lines, discount, expected) => {
    expect(discountShares(lines, discount)).toEqual(expected);
  });

  it('refuses a discount outside 0…subtotal', () => {
    expect(() => discountShares([100n], 101n)).toThrow(RangeError);
    expect(() => discountShares([100n], -1n)).toThrow(RangeError);
  });

  it('sums to the discount, each share within its line, the others within half a cent of their part', () => {
    fc.assert(
      fc.property(lineSet, ({ amounts: a, discount }) => {
        const shares = discountShares(a, discount);
        const subtotal = a.reduce((s, x) => s + x, 0n);
        expect(shares.reduce((s, x) => s + x, 0n)).toBe(discount);
        shares.forEach((s, i) => {
          expect(s >= 0n && s <= (a[i] ?? 0n)).toBe(true);
        });
        // the first largest line takes the rounding; unless it spilled, every other line is its
        // exact part rounded to the nearest cent: |share − discount × amount / subtotal| ≤ ½
        const top = a.reduce((m, x) => (x > m ? x : m), 0n);
        const largest = a.indexOf(top);
        const topShare = shares[largest] ?? 0n;
        const exactTop = subtotal === 0n ? 0n : (discount * top) / subtotal;
        const spilled = topShare === 0n || topShare === top;
        if (!spilled && subtotal > 0n) {
          shares.forEach((s, i) => {
            if (i === largest) return;
            const off = 2n * (s * subtotal - discount * (a[i] ?? 0n));
            expect(off <= subtotal && off >= -subtotal).toBe(true);
          });
          expect(
            topShare >= exactTop - BigInt(a.length) && topShare <= exactTop + BigInt(a.length),
          ).toBe(true);
        }
      }),
    );
  });
});

describe('lineCommission', () => {
  it.each([
    [800000n, 4000n, 320000n], // 40 % of $ 8000
    [333n, 1250n, 42n], // 41.625 → 42
    [100n, 50n, 1n], // 0.5 → 1 (halves up)
    [99n, 50n, 0n], // 0.495 → 0
    [123456n, 10000n, 123456n],
    [123456n, 0n, 0n],
  ])('%s cents at %s hundredths of a percent is %s', (amount, pct, expected) => {
    expect(lineCommission(amount, pct)).toBe(expected);
  });

  it('is the nearest cent of the exact product, never above the line', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (amount, pct) => {
          const c = lineCommission(amount, pct);
          const off = 2n * (c * 10_000n - amount * pct);
          expect(off <= 10_000n && off > -10_000n).toBe(true);
          expect(c <= amount).toBe(true);
        },
      ),
    );
  });
});

const rates = (services: bigint, products: bigint, per: [number, bigint][] = []) => ({
  services,
  products,
  perService: new Map(per),
});

describe('commissionTotals', () => {
  it('adds services after their discount share at their own percentage, products, and tips', () => {
    const charge: CommissionCharge = {
      discount: 100000n, // $ 1000 over $ 10000 of lines
      items: [
        { kind: 'servicio', amount: 600000n, professionalBranchId: 1, serviceId: 7 },
        { kind: 'servicio', amount: 200000n, professionalBranchId: 1, serviceId: 8 },
        { kind: 'producto', amount: 200000n, professionalBranchId: 2, serviceId: null },
      ],
      tips: [
        { professionalBranchId: 1, amount: 50000n },
        { professionalBranchId: null, amount: 1000n },
      ],
    };
    const byId = new Map<number, CommissionRates>([[1, rates(4000n, 1000n, [[7, 5000n]])]]);
    const totals = commissionTotals([charge], (id) => byId.get(id) ?? NO_RATES);
    // lines after the discount: 5400, 1800, 1800
    expect(totals.get(1)).toEqual({
      servicios: 720000n,
      productos: 0n,
      comision: 270000n + 72000n, // 50 % of 5400 + 40 % of 1800
      propinas: 50000n,
      totalAPagar: 270000n + 72000n + 50000n,
    });
    // professional-branch 2 has no rates: 0 %
    expect(totals.get(2)).toEqual({
      servicios: 0n,
      productos: 180000n,
      comision: 0n,
      propinas: 0n,
      totalAPagar: 0n,
    });
    expect([...totals.keys()].sort()).toEqual([1, 2]);
  });

  it('keeps every cent of the lines: Σ services and products = Σ (subtotal − discount) of lines with somebody', () => {
    const line = fc.record({
      kind: fc.constantFrom('servicio' as const, 'producto' as const),
      amount: fc.bigInt({ min: 0n, max: 2_000_000n }),
      professionalBranchId: fc.constantFrom(1, 2, 3),
      serviceId: fc.option(fc.constantFrom(10, 11), { nil: null }),
    });
    const charge = fc
      .record({
        items: fc.array(line, { minLength: 1, maxLength: 6 }),
        tips: fc.array(
          fc.record({
            professionalBranchId: fc.constantFrom(1, 2, 3),
            amount: fc.bigInt({ min: 1n, max: 100_000n }),
          }),
          { maxLength: 3 },
        ),
        frac: fc.integer({ min: 0, max: 100 }),
      })
      .map(({ items, tips, frac }) => {
        const subtotal = items.reduce((s, i) => s + i.amount, 0n);
        return { items, tips, discount: (subtotal * BigInt(frac)) / 100n };
      });
    const pct = fc.bigInt({ min: 0n, max: 10_000n });
    fc.assert(
      fc.property(
        fc.array(charge, { maxLength: 8 }),
        fc.array(fc.tuple(pct, pct, pct), { minLength: 3, maxLength: 3 }),
        (charges, pcts) => {
          const ratesOf = (id: number) => {
            const [s = 0n, p = 0n, own = 0n] = pcts[id - 1] ?? [];
            return rates(s, p, [[10, own]]);
          };
          const totals = commissionTotals(charges, ratesOf);
          const net = charges.reduce(
            (s, c) => s + c.items.reduce((x, i) => x + i.amount, 0n) - c.discount,
            0n,
          );
          let lines = 0n;
          let commission = 0n;
          for (const c of charges) {
            const shares = discountShares(
              c.items.map((i) => i.amount),
              c.discount,
            );
            c.items.forEach((i, k) => {
              const r = ratesOf(i.professionalBranchId);
              const p =
                i.kind === 'producto'
                  ? r.products
                  : i.serviceId === 10
                    ? (r.perService.get(10) ?? 0n)
                    : r.services;
              commission += lineCommission(i.amount - (shares[k] ?? 0n), p);
            });
          }
          for (const t of totals.values()) {
            lines += t.servicios + t.productos;
            expect(t.totalAPagar).toBe(t.comision + t.propinas);
          }
          expect(lines).toBe(net);
          expect([...totals.values()].reduce((s, t) => s + t.comision, 0n)).toBe(commission);
          const tips = charges.flatMap((c) => c.tips).reduce((s, t) => s + t.amount, 0n);
          expect([...totals.values()].reduce((s, t) => s + t.propinas, 0n)).toBe(tips);
        },
      ),
    );
  });
});
