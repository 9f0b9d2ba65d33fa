import { z } from 'zod';
import { toCents } from './cents';

/**
 * Commission percentages (contract §7.4, ADR 0099): 0 to 100 with up to two decimals, typed
 * '12,5' or '12.50' (or a JSON number), written on the wire as '12.50'.
 */

export const PERCENT_MESSAGE =
  'El porcentaje debe ser un número de 0 a 100, con hasta dos decimales (por ejemplo 12,50).';

const PERCENT_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;

/** '12,5' → '12.50', '100' → '100.00'; null for anything else or above 100. */
export function normalizePercent(input: string): string | null {
  const s = input.trim();
  if (!PERCENT_PATTERN.test(s)) return null;
  const [int = '0', dec = ''] = s.replace(',', '.').split('.');
  const wire = `${Number(int)}.${dec.padEnd(2, '0')}`;
  return percentHundredths(wire) <= 10_000n ? wire : null;
}

/** A wire percentage in hundredths of a percent: '12.50' → 1250n (100 % is 10 000). */
export const percentHundredths = (wire: string): bigint => toCents(wire);

/** A percentage typed in a form field ('12,5'), read as its wire string ('12.50'). */
export const percentText = z.string({ error: PERCENT_MESSAGE }).transform((v, ctx) => {
  const wire = normalizePercent(v);
  if (wire === null) {
    ctx.addIssue({ code: 'custom', message: PERCENT_MESSAGE });
    return z.NEVER;
  }
  return wire;
});

/** A percentage parameter: text as above, or a JSON number with up to two decimals. */
export const percentSchema = z
  .union([z.string(), z.number()], { error: PERCENT_MESSAGE })
  .transform(String)
  .pipe(percentText);
