import { z } from 'zod';
import { HOLIDAY_YEARS } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/closures/index';
import { fechaParam, flag01, idParam, intParam, requiredText } from './params';
import { accionCierre } from './schedules';
import { turno } from './appointments';
import { wireDate, wireFlag, wireId } from './wire';

/** Contract §7.6: the Argentine year — national holidays and the studio's closures (ADR 0102). */

/** A closure spans at most this many dates, both ends included. */
export const CIERRE_MAX_DAYS = 31;

export const TIPOS_FERIADO = ['inamovible', 'trasladable', 'cierre'] as const;
export type TipoFeriado = (typeof TIPOS_FERIADO)[number];

export const feriado = z.strictObject({
  fecha: wireDate,
  /** the holiday's name, or the closure's reason */
  nombre: z.string(),
  tipo: z.enum(TIPOS_FERIADO),
  /** the closure's branch; null = every branch (always null for a national holiday) */
  id_sucursal: wireId.nullable(),
  /** '1' when the studio works that date (a holiday marked open, or holidays not closing) */
  abierto: wireFlag,
  /** the closure (null for a national holiday) */
  id_cierre: wireId.nullable(),
});
export type Feriado = z.infer<typeof feriado>;

export const obtenerFeriados = defineEndpoint({
  ...paths.obtenerFeriados,
  roles: 'public',
  summary:
    'Los feriados nacionales del año (Ley 27.399) y los cierres del estudio, por fecha; con id_sucursal, sólo los cierres de esa sucursal y los de todas.',
  params: z.object({
    anio: intParam(
      HOLIDAY_YEARS.min,
      HOLIDAY_YEARS.max,
      `El año debe estar entre ${HOLIDAY_YEARS.min} y ${HOLIDAY_YEARS.max}.`,
    ),
    id_sucursal: idParam('id_sucursal').optional(),
  }),
  data: z.strictObject({ feriados: z.array(feriado) }),
});

export const actualizarFeriado = defineEndpoint({
  ...paths.actualizarFeriado,
  roles: ['peluadmin'],
  summary:
    'Marca un feriado nacional como día que el estudio trabaja (abierto 1) o no (abierto 0).',
  params: z.object({ fecha: fechaParam, abierto: flag01 }),
  data: z.strictObject({ fecha: wireDate, abierto: wireFlag }),
});

export const crearCierre = defineEndpoint({
  ...paths.crearCierre,
  roles: ['peluadmin'],
  summary:
    'Cierra una sucursal (o todas) una fecha o un rango de hasta 31 días, con el motivo; lista los turnos activos afectados y, según accion, avisa a sus clientes o los cancela y les avisa.',
  params: z.object({
    fecha_desde: fechaParam,
    fecha_hasta: fechaParam.optional(),
    id_sucursal: idParam('id_sucursal').optional(),
    razon: requiredText(254),
    accion: accionCierre,
  }),
  data: z.strictObject({ id_cierre: wireId, turnos_afectados: z.array(turno) }),
});

export const eliminarCierre = defineEndpoint({
  ...paths.eliminarCierre,
  roles: ['peluadmin'],
  summary: 'Quita un cierre: sus fechas vuelven a poder reservarse (y avisa a la lista de espera).',
  params: z.object({ id_cierre: idParam('id_cierre') }),
  data: z.strictObject({ id_cierre: wireId }),
});
