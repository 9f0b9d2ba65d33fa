import { z } from 'zod';
import { msg, normalizePrice, priceSchema } from '@turnos/domain';

/** The counter's forms (contract §7.1–§7.2), checked before anything is sent. */

const AMOUNT = 'Ingresá un importe con hasta dos decimales (por ejemplo 1500,50).';

/** An amount ≥ 0 as typed ('1500,50'), read as its wire string ('1500.50'). */
export const amountSchema = z.string().transform((v, ctx) => {
  const s = v.trim();
  if (s === '') {
    ctx.addIssue({ code: 'custom', message: msg.required });
    return z.NEVER;
  }
  const wire = normalizePrice(s);
  if (wire === null) {
    ctx.addIssue({ code: 'custom', message: AMOUNT });
    return z.NEVER;
  }
  return wire;
});

export const positiveAmountSchema = amountSchema.refine(
  (w) => w !== '0.00',
  'El importe debe ser mayor que 0.',
);

const reason = z
  .string()
  .trim()
  .min(1, 'Indicá el motivo.')
  .max(200, 'El motivo admite hasta 200 caracteres.');

export const openTillSchema = z.object({ monto_inicial: amountSchema });
export type OpenTillInput = z.input<typeof openTillSchema>;

export const tillMovementSchema = z.object({
  tipo: z.enum(['ingreso', 'egreso']),
  monto: positiveAmountSchema,
  motivo: reason,
});
export type TillMovementInput = z.input<typeof tillMovementSchema>;

/** Annulling a charge (contract §7.3 anular-cobro): why, kept on the record. */
export const annulChargeSchema = z.object({ motivo: reason });
export type AnnulChargeInput = z.input<typeof annulChargeSchema>;

export const closeTillSchema = z.object({ efectivo_contado: amountSchema });
export type CloseTillInput = z.input<typeof closeTillSchema>;

const code = z
  .string()
  .trim()
  .max(64, 'El código admite hasta 64 caracteres.')
  .regex(/^[\x21-\x7E]*$/, 'El código admite letras, números y signos, sin espacios.');

export const productSchema = z.object({
  nombre: z.string().trim().min(1, msg.required).max(100, msg.maxChars(100)),
  descripcion: z.string().trim().max(254, msg.maxChars(254)),
  precio: priceSchema,
  costo: z.string().transform((v, ctx) => {
    if (v.trim() === '') return '0.00';
    const wire = normalizePrice(v);
    if (wire === null) {
      ctx.addIssue({ code: 'custom', message: AMOUNT });
      return z.NEVER;
    }
    return wire;
  }),
  codigo: code,
});
export type ProductFormInput = z.input<typeof productSchema>;
export type ProductFormOutput = z.output<typeof productSchema>;

const WHOLE = /^-?[1-9]\d{0,5}$/;

export const adjustStockSchema = z.object({
  id_sucursal: z.string().min(1, 'Elegí la sucursal.'),
  cantidad: z
    .string()
    .trim()
    .regex(WHOLE, 'Ingresá un número entero distinto de 0 (negativo para restar).')
    .transform(Number),
  motivo: reason,
});
export type AdjustStockInput = z.input<typeof adjustStockSchema>;

export const transferStockSchema = z
  .object({
    id_sucursal_origen: z.string().min(1, 'Elegí la sucursal de origen.'),
    id_sucursal_destino: z.string().min(1, 'Elegí la sucursal de destino.'),
    cantidad: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,5}$/, 'Ingresá un número entero mayor que 0.')
      .transform(Number),
  })
  .refine((v) => v.id_sucursal_origen !== v.id_sucursal_destino, {
    path: ['id_sucursal_destino'],
    message: 'El destino debe ser otra sucursal.',
  });
export type TransferStockInput = z.input<typeof transferStockSchema>;
