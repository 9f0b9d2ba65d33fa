import { z } from 'zod';
import {
  agendaConfSchema,
  depositConfSchema,
  nonWorkingDaySchema,
  workingDaySchema,
} from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/schedules/index';
import { idParam } from './params';
import { turno } from './appointments';
import { wireDate, wireFlag, wireId, wireMoney, wireTime } from './wire';

/** Contract §4.4: working days, agenda and deposit configuration, non-working days. */

const staffRow = z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') });
/** The row id first, then the form's fields in the form's order (first bad field wins). */
const withStaffRow = <S extends z.ZodType>(form: S) => staffRow.and(form);
const P_A = ['peluquero', 'peluadmin'] as const;

/** One weekday of a professional at a branch; a weekday never saved reads as inactive (id null). */
export const diaLaborable = z.strictObject({
  id_dia_laborable: wireId.nullable(),
  id_peluquero_sucursal: wireId,
  /** Monday 0 … Sunday 6 */
  dia_semana: z.number().int().min(0).max(6),
  activo: wireFlag,
  hora_inicio1: wireTime,
  hora_fin1: wireTime,
  segundo_turno: wireFlag,
  hora_inicio2: wireTime,
  hora_fin2: wireTime,
});

/** Seed §3 confAgenda (ADR 0015 for the wire types). */
export const confAgenda = z.strictObject({
  id_peluquero_sucursal: wireId,
  tiempo_turno: z.number().int(),
  grilla_turnos: z.number().int(),
  permite_gap_entre_turnos: wireFlag,
  gap_entre_turnos: z.number().int(),
  dias_agenda_abierta: z.string().regex(/^\d+$/),
  tipo_de_cobro_de_reserva: z.number().int(),
  valor_de_cobro_de_reserva: wireMoney,
  horas_caducidad_reserva_impaga: z.number().int(),
  horas_reprogramar_turno: z.number().int(),
  /** contract §6.4 */
  horas_anticipacion_minima: z.number().int(),
  horas_cancelar_turno: z.number().int(),
});

export const diaNoLaborable = z.strictObject({
  id_dia_no_laborable: wireId,
  id_peluquero_sucursal: wireId,
  fecha: wireDate,
  razon: z.string(),
});

export const obtenerDiasLaborables = defineEndpoint({
  ...paths.obtenerDiasLaborables,
  roles: 'public',
  summary: 'Los siete días de la semana de un profesional en una sucursal, lunes (0) a domingo.',
  params: staffRow,
  data: z.strictObject({ diasLaborables: z.array(diaLaborable).length(7) }),
});

export const actualizarDiaLaborable = defineEndpoint({
  ...paths.actualizarDiaLaborable,
  roles: P_A,
  summary: 'Guarda el horario de un día de la semana.',
  params: withStaffRow(workingDaySchema),
  data: z.strictObject({ diaLaborable }),
});

export const obtenerConfAgenda = defineEndpoint({
  ...paths.obtenerConfAgenda,
  roles: 'public',
  summary: 'La configuración de agenda y de seña de un profesional en una sucursal.',
  params: staffRow,
  data: z.strictObject({ confAgenda }),
});

export const actualizarConfAgenda = defineEndpoint({
  ...paths.actualizarConfAgenda,
  roles: P_A,
  summary: 'Cambia duración de turno, grilla, espacio entre turnos y días de agenda abierta.',
  params: withStaffRow(agendaConfSchema),
  data: z.strictObject({ confAgenda }),
});

export const actualizarConfReserva = defineEndpoint({
  ...paths.actualizarConfReserva,
  roles: P_A,
  summary: 'Cambia la seña y los plazos de reserva impaga y de reprogramación.',
  params: withStaffRow(depositConfSchema),
  data: z.strictObject({ confAgenda }),
});

export const obtenerDiasNoLaborables = defineEndpoint({
  ...paths.obtenerDiasNoLaborables,
  roles: 'public',
  summary: 'Las fechas no laborables de un profesional, la más nueva primero.',
  params: staffRow,
  data: z.strictObject({ diasNoLaborables: z.array(diaNoLaborable) }),
});

/**
 * Contract §7.6 `accion` (also §4.4's day off): what happens to the active appointments of the
 * date — nothing (the default), each client told (`cierre_sucursal`), or cancelled and told.
 */
export const ACCIONES_CIERRE = ['ninguna', 'avisar', 'cancelar_y_avisar'] as const;
export type AccionCierre = (typeof ACCIONES_CIERRE)[number];
export const accionCierre = z
  .enum(ACCIONES_CIERRE, {
    error: 'La acción debe ser ninguna, avisar o cancelar_y_avisar.',
  })
  .optional()
  .transform((a): AccionCierre => a ?? 'ninguna');

export const agregarDiaNoLaborable = defineEndpoint({
  ...paths.agregarDiaNoLaborable,
  roles: P_A,
  summary:
    'Agrega una fecha no laborable (hoy o después) y lista los turnos activos de esa fecha; con accion avisa a sus clientes o los cancela y les avisa.',
  params: withStaffRow(nonWorkingDaySchema.extend({ accion: accionCierre })),
  data: z.strictObject({ id_dia_no_laborable: wireId, turnos_afectados: z.array(turno) }),
});

export const eliminarDiaNoLaborable = defineEndpoint({
  ...paths.eliminarDiaNoLaborable,
  roles: P_A,
  summary: 'Quita una fecha no laborable.',
  params: staffRow.extend({ id_dia_no_laborable: idParam('id_dia_no_laborable') }),
  data: z.strictObject({ id_dia_no_laborable: wireId }),
});
