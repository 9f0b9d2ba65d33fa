import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatARS, normalizePrice } from './money';

describe('prices', () => {
  it.each([
    ['2500,50', '2500.50'],
    ['2500.5', '2500.50'],
    ['1500', '1500.00'],
    ['0012,3', '12.30'],
  ])('%s → %s', (input, wire) => expect(normalizePrice(input)).toBe(wire));

  it.each(['', 'abc', '1.234,50', '12,345', '-5', '1e3'])('refuses %j', (input) =>
    expect(normalizePrice(input)).toBeNull(),
  );

  it('shows ARS without ,00 and with cents otherwise', () => {
    expect(formatARS('2500.00')).toBe('$ 2.500');
    expect(formatARS('2500.50')).toBe('$ 2.500,50');
    expect(formatARS(1234567)).toBe('$ 1.234.567');
  });

  it('normalizing any valid comma price keeps its value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (int, cents) => {
          const wire = normalizePrice(`${int},${String(cents).padStart(2, '0')}`);
          expect(Number(wire)).toBeCloseTo(int + cents / 100, 2);
        },
      ),
    );
  });

  it('writes what Intl es-AR currency writes, for any amount and spelling', () => {
    const whole = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      maximumFractionDigits: 0,
    });
    const withCents = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const intl = (n: number) => {
      const cents = Math.round(n * 100);
      const text = cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100);
      return text.replace(/\u00a0/g, ' ');
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }).map((c) => c / 100),
          fc.integer({ min: -1e9, max: 1e9 }),
          fc.double({ min: -1e10, max: 1e10, noNaN: true }),
          fc.constantFrom(0, -0, 0.005, -0.005, 999.995, 1e11),
        ),
        fc.boolean(),
        (n, asText) => {
          const given = asText ? String(n) : n;
          expect(formatARS(given)).toBe(intl(Number(given)));
        },
      ),
      { numRuns: 500 },
    );
    expect(formatARS('no')).toBe('');
    expect(formatARS(Number.POSITIVE_INFINITY)).toBe('');
  });
});
