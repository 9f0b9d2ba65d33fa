import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { composePhone, storedFormOfWhatsapp } from './phone';
import { phoneKey, phoneTail } from './phone-key';

/**
 * phoneKey (seed §5 normalisation, ADR 0086): every spelling of one number gives that number's
 * stored form (composePhone), and two different numbers never share a key.
 */
const digits = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

/** An Argentine mobile as the seed's form takes it: area (11, or 3–4 digits from 2 or 3), number. */
const argentineNumber = fc
  .oneof(
    fc.constant('11'),
    fc.tuple(fc.constantFrom('2', '3'), digits(2, 3)).map(([a, b]) => a + b),
  )
  .chain((area) =>
    fc
      .tuple(fc.integer({ min: 2, max: 9 }), digits(10 - area.length - 1, 10 - area.length - 1))
      // the seed's rule: the number never starts with 15
      .map(([first, rest]) => ({ area, number: `${first}${rest}` })),
  );

/** Splits a string of digits at random places with random separators. */
const sprinkle = (s: string) =>
  fc
    .array(fc.constantFrom('', '', ' ', '-', '.', '  '), {
      minLength: s.length,
      maxLength: s.length,
    })
    .map((seps) => [...s].map((c, i) => c + (seps[i] ?? '')).join(''));

/** Every way people write an Argentine mobile. */
const spelling = (area: string, number: string) =>
  fc
    .constantFrom(
      `+54 9 ${area} ${number}`,
      `+54 ${area} ${number}`,
      `54 9 ${area} ${number}`,
      `549${area}${number}`,
      `54${area}${number}`,
      `0054 9 ${area} ${number}`,
      `0054 ${area} ${number}`,
      `0${area} ${number}`,
      `0${area} 15 ${number}`,
      `(0${area}) 15-${number}`,
      `+54 9 ${area} 15 ${number}`,
      `${area} ${number}`,
    )
    .chain(sprinkle)
    .chain((s) => fc.constantFrom(s, ` ${s} `, `${s}\n`));

const spelled = argentineNumber.chain(({ area, number }) =>
  spelling(area, number).map((s) => ({ area, number, s })),
);

describe('phoneKey', () => {
  it('examples: one number, many spellings', () => {
    const all = [
      '+54 9 11 1234-5678',
      '5491112345678',
      '541112345678',
      '+54 11 1234 5678',
      '11 1234-5678',
      '011 1234-5678',
      '011 15 1234-5678',
      '(011) 15-1234-5678',
      '0054 9 11 1234 5678',
      '+54 9 11 15 1234 5678',
    ];
    for (const s of all) expect(phoneKey(s), s).toBe('5491112345678');
    expect(phoneKey('0297 15 555-0001')).toBe('5492975550001');
    expect(phoneKey('0 2965 15 123456')).toBe('5492965123456');
    expect(phoneKey('011 15 1511-2345')).toBe('5491115112345');
    expect(phoneKey('+52 1 55 1234 5678')).toBe('5215512345678');
    expect(phoneKey('52 55 1234 5678')).toBe('5215512345678');
    expect(phoneKey('+598 99 123 456')).toBe('59899123456');
    // 10 digits from 1, 2 or 3 without a + are an Argentine area + number; with it, as written
    expect(phoneKey('3541 234567')).toBe('5493541234567');
    expect(phoneKey('+354 123 4567')).toBe('3541234567');
    expect(phoneKey('')).toBe('');
    expect(phoneKey(' - ')).toBe('');
  });

  it('every spelling of an Argentine mobile gives its stored form', () => {
    fc.assert(
      fc.property(spelled, ({ area, number, s }) => {
        expect(phoneKey(s)).toBe(composePhone('54', area, number));
      }),
      { numRuns: 2000 },
    );
  });

  it('different numbers never share a key, whatever their spellings', () => {
    fc.assert(
      fc.property(spelled, spelled, (a, b) => {
        const same = composePhone('54', a.area, a.number) === composePhone('54', b.area, b.number);
        expect(phoneKey(a.s) === phoneKey(b.s)).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it('a stored form is its own key, and so is what WhatsApp sends for it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          argentineNumber.map(({ area, number }) => composePhone('54', area, number)),
          // (a 10-digit one without + would be read as Argentine area + number: see above; no
          // area code starts with 0, nor, in Mexico, with 1)
          fc
            .tuple(
              fc.constantFrom('52', '598', '56', '1', '34', '55'),
              fc.integer({ min: 2, max: 9 }),
              digits(9, 11),
            )
            .map(([country, first, rest]) =>
              composePhone(country, `${first}${rest.slice(0, 1)}`, rest.slice(1)),
            ),
        ),
        (stored) => {
          expect(phoneKey(stored)).toBe(stored);
          expect(phoneKey(`+${stored}`)).toBe(stored);
          expect(phoneKey(phoneKey(stored))).toBe(stored);
          // WhatsApp's ids leave out the 9 of Argentina and the 1 of Mexico
          const wa = stored.replace(/^549/, '54').replace(/^521/, '52');
          expect(phoneKey(`+${wa}`)).toBe(stored);
          expect(storedFormOfWhatsapp(wa)).toBe(stored);
          expect(phoneTail(wa)).toBe(phoneTail(stored));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('every spelling shares the tail of its stored form (what a database filters on)', () => {
    fc.assert(
      fc.property(spelled, ({ area, number, s }) => {
        expect(phoneTail(s)).toBe(phoneTail(composePhone('54', area, number)));
      }),
      { numRuns: 1000 },
    );
  });
});
