import { z } from 'zod';
import { msg } from '../messages';
import { normalizePrice } from '../money';
import { intSchema } from './fields';

/** Seed §5 texts for branches, services and professionals (verbatim where the seed has one). */
export const catalogMsg = {
  price: 'Sólo números y coma. Dos números para centavos.',
  activeBlock: 'Debe seleccionar al menos 1 bloque de tiempo activo.',
  duration: 'La duración debe ser de 1 a 20 módulos de 15 minutos.',
  blocksLength: 'Los bloques de tiempo deben coincidir con la duración del servicio.',
} as const;

export const SERVICE_MAX_MODULES = 20;
/** Service 1 is the internal 'Ocupado' placeholder: hidden from lists, never edited or linked. */
export const BUSY_SERVICE_ID = 1;

const requiredText = (max: number) =>
  z.string({ error: msg.required }).trim().min(1, msg.required).max(max, msg.maxChars(max));

const optionalText = (max: number) =>
  z
    .string({ error: msg.required })
    .trim()
    .max(max, msg.maxChars(max))
    .optional()
    .transform((v) => v ?? '');

export const branchSchema = z.object({
  nombre: requiredText(100),
  direccion: requiredText(254),
});

/** '1500,50' or '1500.50' (≤ 14 characters) → '1500.50'; numbers from JSON are accepted too. */
export const priceSchema = z
  .union([z.string(), z.number()], { error: catalogMsg.price })
  .transform((v, ctx) => {
    const s = String(v).trim();
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: msg.required });
      return z.NEVER;
    }
    const price = s.length <= 14 ? normalizePrice(s) : null;
    if (price === null) {
      ctx.addIssue({ code: 'custom', message: catalogMsg.price });
      return z.NEVER;
    }
    return price;
  });

/** The service form: duration in 15-minute modules, one '0'/'1' block per module. */
export const serviceSchema = z
  .object({
    nombre: requiredText(100),
    descripcion: optionalText(254),
    duracion: intSchema(1, SERVICE_MAX_MODULES, catalogMsg.duration),
    ocupacion: z.string({ error: catalogMsg.activeBlock }).trim(),
    precio: priceSchema,
  })
  .superRefine((v, ctx) => {
    if (!/^[01]*$/.test(v.ocupacion) || v.ocupacion.length !== v.duracion) {
      ctx.addIssue({ code: 'custom', path: ['ocupacion'], message: catalogMsg.blocksLength });
    } else if (!v.ocupacion.includes('1')) {
      ctx.addIssue({ code: 'custom', path: ['ocupacion'], message: catalogMsg.activeBlock });
    }
  });

export type ServiceInput = z.output<typeof serviceSchema>;

/** A professional's function at a branch ('Ej: peluquero, asistente'). */
export const funcionSchema = requiredText(50);
