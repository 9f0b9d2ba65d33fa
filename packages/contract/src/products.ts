import { z } from 'zod';
import { priceSchema } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/products/index';
import { anyText, flag01, idParam, requiredText } from './params';
import { moneyParam, signedIntParam } from './counter-params';
import { wireFlag, wireId, wireMoney } from './wire';

/** Contract §7.1: products and their stock per branch. */

const isoInstant = z.iso.datetime();
/** The largest stock change one call makes (an adjustment, a transfer, a sale line). */
export const STOCK_MAX_CHANGE = 100_000;

export const producto = z.strictObject({
  id_producto: wireId,
  nombre: z.string(),
  descripcion: z.string(),
  /** SKU or barcode, unique; null when none was given */
  codigo: z.string().nullable(),
  precio: wireMoney,
  costo: wireMoney,
  activo: wireFlag,
  /** at `id_sucursal` when asked for one; the sum over the branches otherwise */
  stock: z.number().int().nonnegative(),
});

/** A product's code: printable, no spaces around it, ≤ 64 characters; '' clears it. */
const codigoParam = z
  .string({ error: 'El código debe ser un texto.' })
  .trim()
  .max(64, 'El código admite hasta 64 caracteres.')
  .regex(/^[\x21-\x7E]*$/, 'El código admite letras, números y signos, sin espacios.');

export const crearProducto = defineEndpoint({
  ...paths.crearProducto,
  roles: ['peluadmin'],
  summary: 'Crea un producto (código único opcional: SKU o código de barras).',
  params: z.object({
    nombre: requiredText(100),
    descripcion: anyText(254).optional(),
    precio: priceSchema,
    costo: moneyParam('costo').optional(),
    codigo: codigoParam.optional(),
  }),
  data: z.strictObject({ id_producto: wireId }),
});

export const editarProducto = defineEndpoint({
  ...paths.editarProducto,
  roles: ['peluadmin'],
  summary: 'Cambia los datos de un producto, o lo activa y desactiva.',
  params: z.object({
    id_producto: idParam('id_producto'),
    nombre: requiredText(100).optional(),
    descripcion: anyText(254).optional(),
    precio: priceSchema.optional(),
    costo: moneyParam('costo').optional(),
    codigo: codigoParam.optional(),
    activo: flag01.optional(),
  }),
  data: z.strictObject({ producto }),
});

export const getAllProductos = defineEndpoint({
  ...paths.getAllProductos,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Los productos (por nombre o código, sin distinguir acentos ni mayúsculas) con su stock en una sucursal o en total.',
  params: z.object({
    id_sucursal: idParam('id_sucursal').optional(),
    buscar: anyText(100).optional(),
  }),
  data: z.strictObject({ productos: z.array(producto) }),
});

export const ajustarStock = defineEndpoint({
  ...paths.ajustarStock,
  roles: ['peluadmin'],
  summary: 'Suma o resta unidades del stock de una sucursal, con el motivo; nunca queda negativo.',
  params: z.object({
    id_producto: idParam('id_producto'),
    id_sucursal: idParam('id_sucursal'),
    cantidad: signedIntParam(
      STOCK_MAX_CHANGE,
      `La cantidad debe ser un número entero distinto de 0 (hasta ${STOCK_MAX_CHANGE} unidades).`,
    ).refine((n) => n !== 0, 'La cantidad debe ser un número entero distinto de 0.'),
    motivo: requiredText(200),
  }),
  data: z.strictObject({ stock: z.number().int().nonnegative() }),
});

export const transferirStock = defineEndpoint({
  ...paths.transferirStock,
  roles: ['peluadmin'],
  summary: 'Pasa unidades de un producto de una sucursal a otra.',
  params: z.object({
    id_producto: idParam('id_producto'),
    id_sucursal_origen: idParam('id_sucursal_origen'),
    id_sucursal_destino: idParam('id_sucursal_destino'),
    cantidad: signedIntParam(
      STOCK_MAX_CHANGE,
      `La cantidad debe ser un número entero mayor que 0 (hasta ${STOCK_MAX_CHANGE} unidades).`,
    ).refine((n) => n > 0, 'La cantidad debe ser un número entero mayor que 0.'),
  }),
  data: z.strictObject({
    stock_origen: z.number().int().nonnegative(),
    stock_destino: z.number().int().nonnegative(),
  }),
});

/** One change of a branch's stock: `ajuste: <motivo>`, `venta`, `anulacion` or `transferencia`. */
export const movimientoStock = z.strictObject({
  fecha_hora: isoInstant,
  id_sucursal: wireId,
  cantidad: z.number().int(),
  motivo: z.string(),
  /** the name of who did it */
  usuario: z.string(),
});

export const obtenerMovimientosStock = defineEndpoint({
  ...paths.obtenerMovimientosStock,
  roles: ['peluadmin'],
  summary:
    'El historial de stock de un producto (todas las sucursales o una), lo más nuevo primero.',
  params: z.object({
    id_producto: idParam('id_producto'),
    id_sucursal: idParam('id_sucursal').optional(),
  }),
  data: z.strictObject({ movimientos: z.array(movimientoStock) }),
});
