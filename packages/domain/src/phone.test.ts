import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { composePhone, isReachablePhone, splitPhone } from './phone';
import { phonePartsSchema, storedPhoneSchema } from './validation/account';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const partsArb = fc.record({
  pais: fc.oneof(fc.constant('54'), fc.constant('52'), digits(1, 3)),
  area: digits(1, 5),
  numero: digits(1, 9),
});

/** Issue 29.14: registration took "+54 297 12"; WhatsApp needs a number it can reach. */
describe('phones', () => {
  it('refuses the short Argentine number of the issue, with a message that says why', () => {
    const r = phonePartsSchema.safeParse({ pais: '54', area: '297', numero: '12' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/suman 10 dígitos/);
    expect(storedPhoneSchema.safeParse('54929712').success).toBe(false);
    expect(phonePartsSchema.safeParse({ pais: '54', area: '297', numero: '4001122' }).success).toBe(
      true,
    );
  });

  it('an Argentine or Mexican mobile is reachable exactly when area and number make 10 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('54', '52'), digits(1, 5), digits(1, 9), (pais, area, numero) => {
        expect(isReachablePhone(composePhone(pais, area, numero))).toBe(
          area.length + numero.length === 10,
        );
      }),
    );
  });

  it('the three-part form and the stored phone agree: parts the form accepts are stored as they are', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const form = phonePartsSchema.safeParse(parts);
        const stored = storedPhoneSchema.safeParse(
          composePhone(parts.pais, parts.area, parts.numero),
        );
        if (form.success) expect(stored.success).toBe(true);
        // a number the server would refuse is never let through by the form
        if (!stored.success) expect(form.success).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("splitting a stored phone into the form's parts composes back to the same digits", () => {
    const stored = fc.oneof(
      digits(10, 10).map((n) => `549${n}`),
      digits(10, 10).map((n) => `521${n}`),
      digits(8, 15).filter((s) => !s.startsWith('54') && !s.startsWith('52')),
    );
    fc.assert(
      fc.property(stored, (s) => {
        const { pais, area, numero } = splitPhone(s);
        expect(composePhone(pais, area, numero)).toBe(s);
        expect(pais.length).toBeGreaterThan(0);
        expect(area.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
    expect(splitPhone('5492974001122')).toEqual({ pais: '54', area: '297', numero: '4001122' });
    expect(splitPhone('5491145678901')).toEqual({ pais: '54', area: '11', numero: '45678901' });
  });
});
