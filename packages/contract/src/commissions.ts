import { z } from 'zod';
import { percentSchema } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/commissions/index';
import { fechaParam, idParam } from './params';
import { listParam } from './counter-params';
import { wireId, wireMoney } from './wire';

/** Contract §7.4: commissions, ADR 0099. */

/** A percentage on the wire: '12.50' (0–100, two decimals). */
export const wirePercent = z.string().regex(/^\d{1,3}\.\d{2}$/);

/** The most per-service percentages one professional-branch holds. */
export const POR_SERVICIO_MAX = 200;

const porServicioMessage = `Los porcentajes por servicio deben ser una lista de hasta ${POR_SERVICIO_MAX} servicios (id_servicio) con su porcentaje.`;

export const comisiones = z.strictObject({
  id_peluquero_sucursal: wireId,
  comision_servicios: wirePercent,
  comision_productos: wirePercent,
  /** a service's own percentage, over `comision_servicios` */
  por_servicio: z.array(z.strictObject({ id_servicio: wireId, porcentaje: wirePercent })),
});

export const actualizarComisiones = defineEndpoint({
  ...paths.actualizarComisiones,
  roles: ['peluadmin'],
  summary:
    'Fija los porcentajes de comisión de un profesional en una sucursal: servicios, productos y, si se indica, la lista de porcentajes propios por servicio (la reemplaza).',
  params: z.object({
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    comision_servicios: percentSchema,
    comision_productos: percentSchema,
    por_servicio: listParam(
      z.object({ id_servicio: idParam('id_servicio'), porcentaje: percentSchema }),
      POR_SERVICIO_MAX,
      porServicioMessage,
    )
      .refine(
        (list) => new Set(list.map((p) => p.id_servicio)).size === list.length,
        'Cada servicio puede tener un solo porcentaje propio.',
      )
      .optional(),
  }),
  data: comisiones,
});

export const obtenerComisiones = defineEndpoint({
  ...paths.obtenerComisiones,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Los porcentajes de comisión de un profesional en una sucursal (0 si nunca se fijaron); un profesional ve los suyos.',
  params: z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') }),
  data: comisiones,
});

export const filaComisiones = z.strictObject({
  id_peluquero_sucursal: wireId,
  nombre: z.string(),
  servicios: wireMoney,
  productos: wireMoney,
  comision: wireMoney,
  propinas: wireMoney,
  total_a_pagar: wireMoney,
});

export const obtenerReporteComisiones = defineEndpoint({
  ...paths.obtenerReporteComisiones,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Comisiones de un período (a lo sumo 366 días) por profesional y sucursal, sobre los cobros válidos: servicios y productos después del descuento, comisión, propinas y total a pagar; un profesional ve sus filas.',
  params: z.object({
    fecha_desde: fechaParam,
    fecha_hasta: fechaParam,
    id_sucursal: idParam('id_sucursal').optional(),
  }),
  data: z.strictObject({ profesionales: z.array(filaComisiones) }),
});
