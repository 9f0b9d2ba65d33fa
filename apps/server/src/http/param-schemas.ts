import { z } from 'zod';
import { msg } from '@turnos/domain';

/** Reusable wire-parameter schemas: strings from a query or numbers from JSON both accepted. */
export const idParam = (label = 'id') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === '' || issue.input === null
            ? `El parámetro ${label} es obligatorio.`
            : `El parámetro ${label} debe ser un número entero.`,
      })
      .int(`El parámetro ${label} debe ser un número entero.`)
      .positive(`El parámetro ${label} debe ser un número positivo.`)
      .max(2_147_483_647, `El parámetro ${label} es inválido.`),
  );

/** '0'/'1' flags stay strings on the wire; true/false and 0/1 are accepted too. */
export const flag01 = z
  .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()], {
    error: 'El valor debe ser 0 o 1.',
  })
  .transform((v) => v === '1' || v === 1 || v === true);

export const requiredText = (max: number) =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .max(max, msg.maxChars(max));

export const anyText = (max: number) =>
  z.string({ error: msg.required }).max(max, msg.maxChars(max));
