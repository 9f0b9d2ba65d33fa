import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/till/index';
import { fechaParam, idParam, requiredText } from './params';
import { MEDIOS, moneyParam } from './counter-params';
import { cobro } from './charges-wire';
import { wireId, wireMoney } from './wire';

/** Contract §7.2: the till (caja), one per branch, at most one open at a time. */

const isoInstant = z.iso.datetime();

/** What a till shows; every amount computed from its rows (contract §7.2). */
export const caja = z.strictObject({
  id_caja: wireId,
  id_sucursal: wireId,
  estado: z.enum(['abierta', 'cerrada']),
  /** the name of who opened it */
  abierta_por: z.string(),
  fecha_apertura: isoInstant,
  monto_inicial: wireMoney,
  /** the name of who closed it; null while open */
  cerrada_por: z.string().nullable(),
  fecha_cierre: isoInstant.nullable(),
  /** the cash counted at the close; null while open */
  efectivo_contado: wireMoney.nullable(),
  /** monto_inicial + cash received − change given + ingresos − egresos (so far, while open) */
  efectivo_esperado: wireMoney,
  /** efectivo_contado − efectivo_esperado; null while open */
  diferencia: wireMoney.nullable(),
});

/** The payments of a till's valid charges per `medio` (cash net of the change given). */
export const totalesCaja = z.strictObject(
  Object.fromEntries(MEDIOS.map((m) => [m, wireMoney])) as Record<
    (typeof MEDIOS)[number],
    typeof wireMoney
  >,
);

export const movimientoDeCaja = z.strictObject({
  id_movimiento: wireId,
  tipo: z.enum(['ingreso', 'egreso']),
  monto: wireMoney,
  motivo: z.string(),
  fecha_hora: isoInstant,
  /** the name of who did it */
  usuario: z.string(),
});

export const abrirCaja = defineEndpoint({
  ...paths.abrirCaja,
  roles: ['peluquero', 'peluadmin'],
  summary: 'Abre la caja de una sucursal con el efectivo inicial (una abierta por sucursal).',
  params: z.object({
    id_sucursal: idParam('id_sucursal'),
    monto_inicial: moneyParam('monto_inicial'),
  }),
  data: z.strictObject({ id_caja: wireId }),
});

export const obtenerCaja = defineEndpoint({
  ...paths.obtenerCaja,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Una caja (por id, o la abierta de una sucursal) con sus totales por medio de pago, sus cobros y sus movimientos.',
  params: z
    .object({
      id_caja: idParam('id_caja').optional(),
      id_sucursal: idParam('id_sucursal').optional(),
    })
    .refine(
      (p) => p.id_caja !== undefined || p.id_sucursal !== undefined,
      'Indicá la caja o la sucursal.',
    ),
  data: z.strictObject({
    caja: caja.nullable(),
    totales: totalesCaja.nullable(),
    cobros: z.array(cobro),
    movimientos: z.array(movimientoDeCaja),
  }),
});

export const movimientoCaja = defineEndpoint({
  ...paths.movimientoCaja,
  roles: ['peluquero', 'peluadmin'],
  summary: 'Registra una entrada o salida de efectivo de la caja abierta, con el motivo.',
  params: z.object({
    id_caja: idParam('id_caja'),
    tipo: z.enum(['ingreso', 'egreso'], { error: 'El tipo debe ser ingreso o egreso.' }),
    monto: moneyParam('monto', { positive: true }),
    motivo: requiredText(200),
  }),
  data: z.strictObject({ id_movimiento: wireId }),
});

export const cerrarCaja = defineEndpoint({
  ...paths.cerrarCaja,
  roles: ['peluquero', 'peluadmin'],
  summary: 'Cierra la caja con el efectivo contado: da el esperado y la diferencia.',
  params: z.object({
    id_caja: idParam('id_caja'),
    efectivo_contado: moneyParam('efectivo_contado'),
  }),
  data: z.strictObject({ caja, totales: totalesCaja }),
});

export const obtenerCajas = defineEndpoint({
  ...paths.obtenerCajas,
  roles: ['peluadmin'],
  summary: 'Las cajas abiertas en un período (a lo sumo 366 días), con sus totales.',
  params: z.object({
    fecha_desde: fechaParam,
    fecha_hasta: fechaParam,
    id_sucursal: idParam('id_sucursal').optional(),
  }),
  data: z.strictObject({ cajas: z.array(caja.extend({ totales: totalesCaja })) }),
});
