import { z } from 'zod';
import { TIME_PATTERN, isRealDate, msg } from '@turnos/domain';

/** The largest id PostgreSQL's `integer` columns hold. */
export const MAX_ID = 2_147_483_647;

/**
 * What an integer id on the wire is (docs/security.md, "Issue 14"): a JSON integer, or a string
 * of ASCII decimal digits with no sign, spaces, leading zero, decimal point, exponent, hex or
 * other prefix — 1 to 2147483647 either way. `'12abc'`, `'1e3'`, `' 12'`, `'0x10'`, `'12.0'`,
 * `'012'`, `'+12'`, `''` are refused, never read as some other number.
 */
const ID_TEXT = /^[1-9]\d{0,9}$/;

export const idParam = (label = 'id') => {
  const notInteger = `El parámetro ${label} debe ser un número entero.`;
  return z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `El parámetro ${label} es obligatorio.`
          : notInteger,
    })
    .transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: `El parámetro ${label} es obligatorio.` });
        return z.NEVER;
      }
      const n = typeof v === 'number' ? v : ID_TEXT.test(v) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n)) {
        ctx.addIssue({ code: 'custom', message: notInteger });
        return z.NEVER;
      }
      if (n < 1) {
        ctx.addIssue({
          code: 'custom',
          message: `El parámetro ${label} debe ser un número positivo.`,
        });
        return z.NEVER;
      }
      if (n > MAX_ID) {
        ctx.addIssue({ code: 'custom', message: `El parámetro ${label} es inválido.` });
        return z.NEVER;
      }
      return n;
    });
};

/**
 * A whole number in [min, max], spelled like an id (plain decimal digits; '0' allowed) or sent as
 * a JSON integer.
 */
export const intParam = (min: number, max: number, message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^(0|[1-9]\d{0,8})$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** '0'/'1' flags stay strings on the wire; true/false and 0/1 are accepted too. */
export const flag01 = z
  .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()], {
    error: 'El valor debe ser 0 o 1.',
  })
  .transform((v) => v === '1' || v === 1 || v === true);

export const requiredText = (max: number) =>
  z.string({ error: msg.required }).trim().min(1, msg.required).max(max, msg.maxChars(max));

export const anyText = (max: number) =>
  z.string({ error: msg.required }).max(max, msg.maxChars(max));

/** A studio-zone date, exactly yyyy-MM-dd, a real calendar day (ADR 0060). */
export const fechaParam = z
  .string({ error: 'Debe indicar la fecha.' })
  .refine(isRealDate, 'La fecha debe tener el formato aaaa-mm-dd.');

/** A studio-zone time, HH:MM. */
export const horaParam = z
  .string({ error: 'Debe indicar la hora.' })
  .regex(TIME_PATTERN, 'La hora debe tener el formato HH:MM.');
