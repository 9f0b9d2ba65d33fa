import { z } from 'zod';
import { msg, normalizePrice } from '@turnos/domain';

/** The admin's credit adjustment (contract §7.5 `ajustar-saldo-cliente`), checked before sending. */

const AMOUNT = 'Ingresá un importe mayor que 0, con hasta dos decimales (por ejemplo 1500,50).';

export const adjustCreditSchema = z.object({
  direccion: z.enum(['sumar', 'descontar']),
  /** as typed ('1500,50'), read as its wire string ('1500.50'), > 0 */
  monto: z.string().transform((v, ctx) => {
    const s = v.trim();
    const wire = s === '' ? null : normalizePrice(s);
    if (wire === null || wire === '0.00') {
      ctx.addIssue({ code: 'custom', message: s === '' ? msg.required : AMOUNT });
      return z.NEVER;
    }
    return wire;
  }),
  motivo: z
    .string()
    .trim()
    .min(1, 'Indicá el motivo.')
    .max(200, 'El motivo admite hasta 200 caracteres.'),
});
export type AdjustCreditInput = z.input<typeof adjustCreditSchema>;
export type AdjustCreditOutput = z.output<typeof adjustCreditSchema>;

/** What the server takes: a taking is a negative amount. */
export const adjustParams = (v: AdjustCreditOutput) => ({
  monto: v.direccion === 'descontar' ? `-${v.monto}` : v.monto,
  motivo: v.motivo,
});
