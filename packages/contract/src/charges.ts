import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/charges/index';
import { fechaParam, idParam, intParam, requiredText } from './params';
import { MEDIOS, listParam, moneyParam } from './counter-params';
import { cobro } from './charges-wire';
import { CSV_MEDIA_TYPE } from './reports';
import { STOCK_MAX_CHANGE } from './products';

/** Contract §7.3: charging at the counter (cobro). */

export { cobro, lineaCobro } from './charges-wire';

/** The most lines, tips and payments one charge takes. */
export const CHARGE_MAX_ITEMS = 50;
export const CHARGE_MAX_TIPS = 20;
export const CHARGE_MAX_PAYMENTS = 10;
export const CUOTAS_MAX = 24;

const itemMessage =
  'Cada línea es un servicio (tipo servicio, id_turno) o un producto (tipo producto, id_producto, cantidad).';

const servicio = z.object({
  tipo: z.literal('servicio', { error: itemMessage }),
  id_turno: idParam('id_turno'),
  precio: moneyParam('precio').optional(),
});
const productoLinea = z.object({
  tipo: z.literal('producto', { error: itemMessage }),
  id_producto: idParam('id_producto'),
  cantidad: intParam(
    1,
    STOCK_MAX_CHANGE,
    `La cantidad debe ser un número entero de 1 a ${STOCK_MAX_CHANGE}.`,
  ),
  precio: moneyParam('precio').optional(),
  id_peluquero_sucursal: idParam('id_peluquero_sucursal').optional(),
});

export const registrarCobro = defineEndpoint({
  ...paths.registrarCobro,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Cobra en la caja abierta servicios (turnos de la sucursal, cada uno una vez), productos, descuento y propinas, con uno o más medios de pago; todo o nada.',
  params: z.object({
    id_caja: idParam('id_caja'),
    id_cliente: idParam('id_cliente').optional(),
    items: listParam(
      z.discriminatedUnion('tipo', [servicio, productoLinea], { error: itemMessage }),
      CHARGE_MAX_ITEMS,
      `Los ítems deben ser una lista de 1 a ${CHARGE_MAX_ITEMS} servicios o productos.`,
    ),
    descuento: moneyParam('descuento').optional(),
    propinas: listParam(
      z.object({
        id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
        monto: moneyParam('monto', { positive: true }),
      }),
      CHARGE_MAX_TIPS,
      `Las propinas deben ser una lista de hasta ${CHARGE_MAX_TIPS} profesionales y montos.`,
    ).optional(),
    pagos: listParam(
      z.object({
        medio: z.enum(MEDIOS, { error: `El medio de pago debe ser uno de: ${MEDIOS.join(', ')}.` }),
        monto: moneyParam('monto', { positive: true }),
        cuotas: intParam(1, CUOTAS_MAX, `Las cuotas deben ser de 1 a ${CUOTAS_MAX}.`).optional(),
        referencia: z
          .string({ error: 'La referencia debe ser un texto.' })
          .trim()
          .max(100, 'La referencia admite hasta 100 caracteres.')
          .optional(),
      }),
      CHARGE_MAX_PAYMENTS,
      `Los pagos deben ser una lista de hasta ${CHARGE_MAX_PAYMENTS} medios y montos.`,
    ),
  }),
  data: z.strictObject({ cobro }),
});

export const anularCobro = defineEndpoint({
  ...paths.anularCobro,
  roles: ['peluadmin'],
  summary:
    'Anula un cobro de una caja abierta: queda registrado como anulado, el stock vuelve y sus turnos pueden cobrarse de nuevo.',
  params: z.object({ id_cobro: idParam('id_cobro'), motivo: requiredText(200) }),
  data: z.strictObject({ cobro }),
});

/** The period and scope of a charges list or export. */
export const chargeFilters = z.object({
  fecha_desde: fechaParam,
  fecha_hasta: fechaParam,
  id_sucursal: idParam('id_sucursal').optional(),
  id_cliente: idParam('id_cliente').optional(),
});

export const obtenerCobros = defineEndpoint({
  ...paths.obtenerCobros,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Los cobros de un período (a lo sumo 366 días), lo más nuevo primero; un profesional sin rol de administrador ve los suyos.',
  params: chargeFilters,
  data: z.strictObject({ cobros: z.array(cobro) }),
});

export const exportarCobros = defineEndpoint({
  ...paths.exportarCobros,
  roles: ['peluadmin'],
  summary:
    'CSV (UTF-8 con BOM, separado por punto y coma) de los cobros del período, una fila por línea.',
  params: chargeFilters,
  data: z.literal(CSV_MEDIA_TYPE),
});
