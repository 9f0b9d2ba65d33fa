import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToWire, sumWire, toCents } from './cents';

describe('cents', () => {
  it.each([
    ['1500.50', 150050n],
    ['1500.5', 150050n],
    ['0', 0n],
    ['-3.50', -350n],
    ['12.05', 1205n],
  ])('%s is %s cents', (wire, cents) => expect(toCents(wire)).toBe(cents));

  it.each(['', 'abc', '1,50', '1.505', '1e3', '--1'])('refuses %j', (wire) =>
    expect(() => toCents(wire)).toThrow(),
  );

  it('writes any amount back to the same cents, two decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (c) => {
        const wire = centsToWire(c);
        expect(wire).toMatch(/^-?\d+\.\d{2}$/);
        expect(toCents(wire)).toBe(c);
      }),
    );
  });

  it('sums exactly where floating point does not', () => {
    expect(sumWire(['0.10', '0.20'])).toBe('0.30');
    expect(sumWire([])).toBe('0.00');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (list) => {
        const expected = list.reduce((s, c) => s + BigInt(c), 0n);
        expect(toCents(sumWire(list.map((c) => centsToWire(BigInt(c)))))).toBe(expected);
      }),
    );
  });
});
