import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERCENT_MESSAGE,
  normalizePercent,
  percentHundredths,
  percentSchema,
} from './commission-rates';

describe('commission percentages', () => {
  it.each([
    ['12,5', '12.50'],
    ['12.50', '12.50'],
    ['0', '0.00'],
    ['007', '7.00'],
    ['100', '100.00'],
    ['100,00', '100.00'],
    [' 33.3 ', '33.30'],
  ])('%j is %s', (input, wire) => expect(normalizePercent(input)).toBe(wire));

  it.each(['', '100.01', '101', '-1', '12.345', '1e2', '12,', 'abc', '1.000', '12 %'])(
    'refuses %j',
    (input) => expect(normalizePercent(input)).toBeNull(),
  );

  it('reads JSON numbers and says what is wrong in Spanish', () => {
    expect(percentSchema.parse(12.5)).toBe('12.50');
    expect(percentSchema.parse(40)).toBe('40.00');
    const bad = percentSchema.safeParse(100.5);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(PERCENT_MESSAGE);
    expect(percentSchema.safeParse(null).error?.issues[0]?.message).toBe(PERCENT_MESSAGE);
  });

  it('takes every value 0–100 in hundredths, and gives it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (h, comma) => {
        const typed = `${Math.floor(h / 100)}${comma ? ',' : '.'}${String(h % 100).padStart(2, '0')}`;
        const wire = normalizePercent(typed);
        expect(wire).not.toBeNull();
        expect(percentHundredths(wire ?? '')).toBe(BigInt(h));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 10_001, max: 99_999 }), (h) => {
        expect(
          normalizePercent(`${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`),
        ).toBeNull();
      }),
    );
  });
});
