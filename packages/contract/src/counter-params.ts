import { z } from 'zod';
import { normalizePrice } from '@turnos/domain';

/** Parameter readers of the counter (contract §7.1–§7.3). */

/** The payment methods of contract §7 (`medio`). */
export const MEDIOS = [
  'efectivo',
  'transferencia',
  'debito',
  'credito',
  'mercadopago',
  'saldo',
] as const;
export type Medio = (typeof MEDIOS)[number];

const amountMessage = (label: string) =>
  `El parámetro ${label} debe ser un importe con hasta dos decimales (por ejemplo 1500,50).`;

/**
 * An amount of money: '1500,50', '1500.50' or a JSON number with up to two decimals, ≥ 0, read
 * as its wire string ('1500.50'); `positive` refuses 0 too. Never a floating-point value inside.
 */
export const moneyParam = (label: string, opts: { positive?: boolean } = {}) =>
  z.union([z.string(), z.number()], { error: amountMessage(label) }).transform((v, ctx) => {
    const s = String(v).trim();
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: `El parámetro ${label} es obligatorio.` });
      return z.NEVER;
    }
    const amount = s.length <= 14 ? normalizePrice(s) : null;
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: amountMessage(label) });
      return z.NEVER;
    }
    if (opts.positive && /^0\.00$/.test(amount)) {
      ctx.addIssue({ code: 'custom', message: `El parámetro ${label} debe ser mayor que 0.` });
      return z.NEVER;
    }
    return amount;
  });

/**
 * A whole number, possibly negative, spelled in plain decimal digits with an optional '-' (or a
 * JSON integer), within ±`max`.
 */
export const signedIntParam = (max: number, message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^-?(0|[1-9]\d{0,8})$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || Math.abs(n) > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/**
 * A list of objects: a JSON array, or (a form or query parameter) the same array as JSON text.
 * Anything else, or more than `max` elements, is `message`.
 */
export const listParam = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z
    .unknown()
    .transform((v, ctx) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(z.array(item, { error: message }).max(max, message));
