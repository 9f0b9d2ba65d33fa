import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadConfig } from './env';

/**
 * TRUST_PROXY (contract §2, ADR 0084) is the number of reverse proxies in front: unset, empty,
 * `0` or `false` none; `true` one; a whole number that many. Anything else stops the boot with
 * a message naming the setting — never a silent guess about whom to trust.
 */
const hopsOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;
const blank = fc.constantFrom('', ' ', '\t', '  ');

describe('TRUST_PROXY', () => {
  it('unset, empty, 0 and false: no proxy; true: one', () => {
    expect(hopsOf(undefined)).toBe(0);
    expect(hopsOf('')).toBe(0);
    expect(hopsOf('0')).toBe(0);
    expect(hopsOf('false')).toBe(0);
    expect(hopsOf('true')).toBe(1);
    expect(hopsOf('1')).toBe(1);
  });

  it('every whole number from 0 to 32, and true / false in any case, with spaces around', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 32 }).map((n) => ({ text: String(n), hops: n })),
          fc.integer({ min: 0, max: 9 }).map((n) => ({ text: `0${n}`, hops: n })),
          fc
            .tuple(fc.constantFrom('true', 'false'), fc.array(fc.boolean(), { maxLength: 5 }))
            .map(([word, upper]) => ({
              text: [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''),
              hops: word === 'true' ? 1 : 0,
            })),
        ),
        blank,
        blank,
        ({ text, hops }, before, after) => {
          expect(hopsOf(`${before}${text}${after}`)).toBe(hops);
        },
      ),
      { seed: 2803 },
    );
  });

  it('anything else stops the boot with a message naming the setting', () => {
    const named = [
      'abc',
      '-1',
      '1.5',
      '1.0',
      '1e0',
      '+1',
      '0x1',
      '33',
      '100',
      '1000000',
      'yes',
      'on',
      'verdadero',
      '1,2',
      '10.0.0.1',
      '127.0.0.1/8',
      'loopback',
      ' ',
      'NaN',
      'Infinity',
    ];
    const invalid = fc.oneof(
      fc.constantFrom(...named),
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.integer({ min: 33, max: 1_000_000 }).map(String),
      fc.integer({ min: -1_000_000, max: -1 }).map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    );
    const valid = /^\s*(?:true|false|0?\d|[12]\d|3[0-2])\s*$/i;
    fc.assert(
      fc.property(
        invalid.filter((v) => !valid.test(v) && v !== ''),
        (value) => {
          expect(() => hopsOf(value)).toThrow(
            'Configuración inválida: TRUST_PROXY: debe ser la cantidad de proxies delante del servidor: un entero de 0 a 32 (true equivale a 1; false, a 0)',
          );
        },
      ),
      { seed: 2804, numRuns: 300 },
    );
  });
});
