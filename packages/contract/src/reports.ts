import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/reports/index';
import { anyText, fechaParam, idParam } from './params';
import { totalesCaja } from './till';
import { wireDate, wireId, wireMoney } from './wire';

/** Contract §6.6: reports and CSV exports. */

/** The longest period `obtener-reporte` and `exportar-turnos` take, both ends included. */
export const REPORT_MAX_DAYS = 366;

/** The period and scope of a report or an appointments export. */
export const reportFilters = z.object({
  fecha_desde: fechaParam,
  fecha_hasta: fechaParam,
  id_sucursal: idParam('id_sucursal').optional(),
  id_peluquero_sucursal: idParam('id_peluquero_sucursal').optional(),
});

/** The figures of a period (contract §6.6 `resumen`). */
export const resumenReporte = z.strictObject({
  /** not cancelled, busy blocks excluded */
  turnos: z.number().int().nonnegative(),
  cancelados: z.number().int().nonnegative(),
  asistidos: z.number().int().nonnegative(),
  no_asistidos: z.number().int().nonnegative(),
  /** sum of `precio` of those `turnos` */
  ingresos: wireMoney,
  /** sum of the deposits paid */
  senas_cobradas: wireMoney,
  minutos_laborables: z.number().int().nonnegative(),
  minutos_reservados: z.number().int().nonnegative(),
  /** minutos_reservados / minutos_laborables, 3 decimals; 0 when nothing is workable */
  ocupacion: z.number().nonnegative(),
});

export const obtenerReporte = defineEndpoint({
  ...paths.obtenerReporte,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Las cifras de un período (a lo sumo 366 días) del estudio, una sucursal o un profesional en una sucursal; un profesional sin rol de administrador ve solo lo suyo.',
  params: reportFilters,
  data: z.strictObject({
    resumen: resumenReporte,
    por_profesional: z.array(
      resumenReporte.extend({ id_peluquero_sucursal: wireId, nombre: z.string() }),
    ),
    por_servicio: z.array(
      z.strictObject({
        id_servicio: wireId,
        nombre: z.string(),
        turnos: z.number().int().nonnegative(),
        ingresos: wireMoney,
      }),
    ),
    por_dia: z.array(
      z.strictObject({
        fecha: wireDate,
        turnos: z.number().int().nonnegative(),
        ingresos: wireMoney,
      }),
    ),
    /**
     * Contract §7.4: the counter's figures over the valid (not annulled) charges of the period
     * and scope, by their date (ADR 0097): service and product lines, discounts, deposits
     * applied, tips, and the payments per `medio` (cash net of the change).
     */
    caja: z.strictObject({
      servicios: wireMoney,
      productos: wireMoney,
      descuentos: wireMoney,
      senas_aplicadas: wireMoney,
      propinas: wireMoney,
      por_medio: totalesCaja,
    }),
  }),
});

export const CSV_MEDIA_TYPE = 'text/csv';

export const exportarTurnos = defineEndpoint({
  ...paths.exportarTurnos,
  roles: ['peluadmin'],
  summary:
    'CSV (UTF-8 con BOM, separado por punto y coma) de los turnos del período, cancelados incluidos con quién los canceló.',
  params: reportFilters,
  data: z.literal(CSV_MEDIA_TYPE),
});

export const exportarClientes = defineEndpoint({
  ...paths.exportarClientes,
  roles: ['peluadmin'],
  summary:
    'CSV (UTF-8 con BOM, separado por punto y coma) de los clientes con la cantidad de turnos, asistidos, no asistidos y cancelados.',
  params: z.object({ buscar: anyText(100).optional() }),
  data: z.literal(CSV_MEDIA_TYPE),
});
