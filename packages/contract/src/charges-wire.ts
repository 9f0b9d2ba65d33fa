import { z } from 'zod';
import { MEDIOS } from './counter-params';
import { wireId, wireMoney } from './wire';

/** Contract §7.3: the `cobro` object, as every counter endpoint sends it. */

const isoInstant = z.iso.datetime();

export const lineaCobro = z.strictObject({
  tipo: z.enum(['servicio', 'producto']),
  /** the appointment of a service line (null on a product line, or once the appointment is deleted) */
  id_turno: wireId.nullable(),
  /** the product of a product line (null on a service line) */
  id_producto: wireId.nullable(),
  nombre: z.string(),
  cantidad: z.number().int().positive(),
  /** unit price */
  precio: wireMoney,
  /** cantidad × precio */
  importe: wireMoney,
  /** the appointment's professional (service), who sold it (product); null when none */
  id_peluquero_sucursal: wireId.nullable(),
});

export const cobro = z.strictObject({
  id_cobro: wireId,
  id_caja: wireId,
  id_cliente: wireId.nullable(),
  fecha_hora: isoInstant,
  /** the name of who charged it */
  cobrado_por: z.string(),
  estado: z.enum(['valido', 'anulado']),
  items: z.array(lineaCobro),
  /** Σ importe */
  subtotal: wireMoney,
  descuento: wireMoney,
  /** the paid deposits of its appointments */
  sena_aplicada: wireMoney,
  propinas: z.array(z.strictObject({ id_peluquero_sucursal: wireId.nullable(), monto: wireMoney })),
  /** subtotal − descuento − sena_aplicada + Σ propinas */
  total: wireMoney,
  pagos: z.array(
    z.strictObject({
      medio: z.enum(MEDIOS),
      monto: wireMoney,
      cuotas: z.number().int().nullable(),
      referencia: z.string().nullable(),
    }),
  ),
  /** Σ pagos − total, given from the cash */
  vuelto: wireMoney,
  /** who annulled it, when and why (contract §7.3 "keeps the record"); null while valid (ADR 0097) */
  anulado_por: z.string().nullable(),
  fecha_anulacion: isoInstant.nullable(),
  motivo_anulacion: z.string().nullable(),
});
