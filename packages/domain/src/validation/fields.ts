import { z } from 'zod';

/**
 * Building blocks for schemas that read form values (strings) and wire values (JSON numbers,
 * query strings) alike. Every failure carries the Spanish message the caller chose.
 */

/** '0'/'1' flags (also 0/1 and true/false) → boolean. */
export const flagSchema = (message = 'El valor debe ser 0 o 1.') =>
  z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()], {
      error: message,
    })
    .transform((v) => v === '1' || v === 1 || v === true);

/**
 * A whole number on the wire: a JSON number, or plain ASCII decimal digits ('0' or no leading
 * zero) — no sign, spaces, decimal point, exponent or hex ('12abc', ' 12', '1e3', '0x10', '12.0'
 * are not 12).
 */
const INT_TEXT = /^(0|[1-9]\d{0,8})$/;

/** A string or number that must be a whole number in [min, max]; '' and missing fail too. */
export const intSchema = (min: number, max: number, message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : INT_TEXT.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A string or number that must be one of the listed options. */
export const choiceSchema = <T extends number>(options: readonly T[], message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : INT_TEXT.test(v) ? Number(v) : NaN;
    const found = options.find((o) => o === n);
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return found;
  });
