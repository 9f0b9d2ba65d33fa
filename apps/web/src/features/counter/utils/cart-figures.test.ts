import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartFigures,
  cartText,
  chargeParams,
  emptyCart,
  formatCents,
  type Cart,
  type TillPaymentMethod,
} from './cart-figures';

/** 150050 → '1500,50' (as a person types it), 150000 → '1500'. */
const typed = (cents: number) =>
  cents % 100 === 0
    ? String(cents / 100)
    : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const wire = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const service = (price: number, sena = 0) => ({
  id_turno: 1,
  nombre: 'Corte',
  profesional: 'Ana',
  id_peluquero_sucursal: 3,
  hora: '10:00',
  precio: wire(price),
  sena: wire(sena),
});

function cart(partial: Partial<Cart>): Cart {
  return { ...emptyCart(), payments: [], ...partial };
}

describe('cartFigures', () => {
  it('applies the contract formula: total, change from cash', () => {
    const f = cartFigures(
      cart({
        services: [service(1_800_000, 500_000)],
        products: [
          { id_producto: 2, nombre: 'Shampoo', precio: '4500.50', cantidad: '2', stock: 5 },
        ],
        descuento: '1000',
        tips: [{ id_peluquero_sucursal: 3, profesional: 'Ana', monto: '2000' }],
        payments: [
          { medio: 'efectivo', monto: '10000', cuotas: '', referencia: '' },
          { medio: 'debito', monto: '13000', cuotas: '', referencia: '' },
        ],
      }),
    );
    // 18000 + 9001 − 1000 − 5000 + 2000 = 23001; paid 23000
    expect(f.subtotal).toBe(2_700_100n);
    expect(f.total).toBe(2_300_100n);
    expect(f.falta).toBe(100n);
    expect(f.errors.cart).toBe(cartText.notCovered);
    expect(f.ok).toBe(false);
  });

  it('gives change only from cash', () => {
    const base = cart({ services: [service(1_000_000)] });
    const card = cartFigures({
      ...base,
      payments: [{ medio: 'credito', monto: '12000', cuotas: '3', referencia: '' }],
    });
    expect(card.errors.cart).toBe(cartText.change);
    const cash = cartFigures({
      ...base,
      payments: [
        { medio: 'debito', monto: '5000', cuotas: '', referencia: '' },
        { medio: 'efectivo', monto: '6000', cuotas: '', referencia: '' },
      ],
    });
    expect(cash.vuelto).toBe(100_000n);
    expect(cash.ok).toBe(true);
    // one cent over the total on a card is change a card cannot give; exactly the cash is fine
    const cent = cartFigures({
      ...base,
      payments: [{ medio: 'debito', monto: '10000,01', cuotas: '', referencia: '' }],
    });
    expect(cent.errors.cart).toBe(cartText.change);
    const exact = cartFigures({
      ...base,
      payments: [
        { medio: 'debito', monto: '10000', cuotas: '', referencia: '' },
        { medio: 'efectivo', monto: '0,01', cuotas: '', referencia: '' },
      ],
    });
    expect(exact.vuelto).toBe(1n);
    expect(exact.ok).toBe(true);
  });

  it('answers each bad input in Spanish and keeps what was typed', () => {
    const c = cart({
      services: [service(100_000)],
      products: [{ id_producto: 2, nombre: 'Cera', precio: '100.00', cantidad: '3', stock: 2 }],
      descuento: '12,345',
      tips: [{ id_peluquero_sucursal: 3, profesional: 'Ana', monto: '0' }],
      payments: [{ medio: 'credito', monto: 'mil', cuotas: '30', referencia: '' }],
    });
    const f = cartFigures(c);
    expect(f.errors.products[0]).toBe(cartText.stock(2));
    expect(f.errors.descuento).toBe(cartText.amount);
    expect(f.errors.tips[0]).toBe(cartText.positive);
    expect(f.errors.payments[0]).toEqual({ monto: cartText.amount, cuotas: cartText.cuotas });
    expect(c.descuento).toBe('12,345');
    expect(f.ok).toBe(false);
  });

  it('refuses an empty cart, a discount over the subtotal and a seña over what is owed', () => {
    expect(cartFigures(cart({})).errors.cart).toBe(cartText.empty);
    expect(cartFigures(cart({ services: [service(1000)], descuento: '11' })).errors.descuento).toBe(
      cartText.descuento,
    );
    expect(cartFigures(cart({ services: [service(1000, 2000)] })).errors.cart).toBe(
      cartText.negative,
    );
  });

  it('matches the contract formula on random carts (exact cents)', () => {
    const cents = fc.integer({ min: 0, max: 5_000_000 });
    const positive = fc.integer({ min: 1, max: 5_000_000 });
    const medio = fc.constantFrom<TillPaymentMethod>(
      'efectivo',
      'debito',
      'credito',
      'transferencia',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, cents), { maxLength: 4 }),
        fc.array(fc.tuple(cents, fc.integer({ min: 1, max: 9 })), { maxLength: 4 }),
        cents,
        fc.array(positive, { maxLength: 3 }),
        fc.array(fc.tuple(medio, positive), { maxLength: 4 }),
        (services, products, descuento, tips, payments) => {
          const c = cart({
            services: services.map(([p, s]) => service(p, s)),
            products: products.map(([p, n], i) => ({
              id_producto: i + 1,
              nombre: `P${i}`,
              precio: wire(p),
              cantidad: String(n),
              stock: 9,
            })),
            descuento: typed(descuento),
            tips: tips.map((m) => ({
              id_peluquero_sucursal: 3,
              profesional: 'Ana',
              monto: typed(m),
            })),
            payments: payments.map(([m, v]) => ({
              medio: m,
              monto: typed(v),
              cuotas: '',
              referencia: '',
            })),
          });
          const f = cartFigures(c);
          const subtotal =
            services.reduce((s, [p]) => s + p, 0) + products.reduce((s, [p, n]) => s + p * n, 0);
          const sena = services.reduce((s, [, x]) => s + x, 0);
          const total = subtotal - descuento - sena + tips.reduce((s, m) => s + m, 0);
          const paid = payments.reduce((s, [, v]) => s + v, 0);
          const cash = payments.reduce((s, [m, v]) => s + (m === 'efectivo' ? v : 0), 0);
          expect(f.subtotal).toBe(BigInt(subtotal));
          expect(f.total).toBe(BigInt(total));
          expect(f.pagado).toBe(BigInt(paid));
          expect(f.vuelto).toBe(BigInt(Math.max(0, paid - total)));
          const valid =
            services.length + products.length > 0 &&
            descuento <= subtotal &&
            total >= 0 &&
            paid >= total &&
            (payments.length > 0 || total === 0) &&
            paid - total <= cash;
          expect(f.ok).toBe(valid);
          if (valid) {
            const p = chargeParams(1, null, c);
            expect(p.pagos.map((x) => x.monto)).toEqual(payments.map(([, v]) => wire(v)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('formats cents as ARS', () => {
    expect(formatCents(250_050n)).toBe('$ 2.500,50');
    expect(formatCents(1_800_000n)).toBe('$ 18.000');
    expect(formatCents(-500n)).toBe('-$ 5');
  });
});
