import { z } from 'zod';
import { msg } from '../messages';
import { TIME_PATTERN, isRealDate, timeToMinutes } from '../time';
import { choiceSchema, flagSchema, intSchema } from './fields';

/** Seed §5 working-schedule texts, verbatim. */
export const scheduleMsg = {
  shift1: 'Debe completar los horarios del 1er turno.',
  shift2: 'Debe completar los horarios del 2do turno.',
  startBeforeEnd: 'Hora de inicio debe ser menor que hora de finalización.',
  shift2AfterShift1: 'Hora inicio del 2do turno debe ser mayor que hora fin del 1er turno.',
  timeFormat: 'Ingrese una hora válida (HH:MM).',
  endTooLate: 'La hora de finalización no puede ser posterior a las 23:30.',
  weekday: 'El día de la semana debe ser un número de 0 (lunes) a 6 (domingo).',
  tiempoTurno: 'Seleccione la duración mínima del turno.',
  grilla: 'Seleccione intervalo con el que se mostrarán los turnos.',
  grillaMayor: 'El valor en grilla de turnos no debe ser mayor a duración del turno.',
  grillaDivisor:
    'La grilla no podrá mostrar precisamente los turnos que contiene. Valor en grilla debe ser divisor de duración del turno.',
  diasAgenda: 'Seleccione tiempo de agenda.',
  gap: 'Seleccione el intervalo entre turnos.',
  anticipacion: 'Seleccione la anticipación mínima.',
  date: 'Ingrese una fecha válida (aaaa-mm-dd).',
  duplicateDate: 'La fecha ya existe en la lista',
} as const;

/** Seed §9 and ADR 0011: the option lists the schedule forms offer. */
export const TIEMPO_TURNO_OPTIONS = Array.from({ length: 16 }, (_, i) => (i + 1) * 15);
export const GRILLA_OPTIONS = [15, 30, 45, 60] as const;
export const DIAS_AGENDA_OPTIONS = [0, 7, 14, 30, 45, 60, 90, 120, 150, 180] as const;
export const GAP_OPTIONS = [0, 15, 30, 45, 60] as const;
/** Contract §6.4, in hours: clients get no start sooner than now + this (0 = none). */
export const MIN_NOTICE_HOURS_OPTIONS = [0, 1, 2, 3, 4, 6, 12, 24, 48, 72] as const;
/** Time pickers: ends go up to 23:30 (ADR 0012). */
export const LATEST_END = '23:30';
/** Seed §4: a second shift switched on starts as 22:30–23:29; switched off it is 00:00–00:00. */
export const DEFAULT_SECOND_SHIFT = { hora_inicio2: '22:30', hora_fin2: '23:29' } as const;
export const NO_TIME = '00:00';

/** '' or missing = not filled in; otherwise HH:MM. */
const optionalTime = z
  .string({ error: scheduleMsg.timeFormat })
  .trim()
  .refine((s) => s === '' || TIME_PATTERN.test(s), scheduleMsg.timeFormat)
  .optional()
  .transform((s) => s ?? '');

/**
 * One weekday of the working-days form. Rules apply to active days only; an inactive day keeps
 * whatever well-formed times it has. The output is what gets stored.
 */
export const workingDaySchema = z
  .object({
    dia_semana: intSchema(0, 6, scheduleMsg.weekday),
    activo: flagSchema(),
    hora_inicio1: optionalTime,
    hora_fin1: optionalTime,
    segundo_turno: flagSchema().optional().default(false),
    hora_inicio2: optionalTime,
    hora_fin2: optionalTime,
  })
  .superRefine((v, ctx) => {
    const fail = (message: string, field: string) =>
      ctx.addIssue({ code: 'custom', message, path: [field] });
    if (!v.activo) return;
    if (!v.hora_inicio1 || !v.hora_fin1) return fail(scheduleMsg.shift1, 'hora_inicio1');
    if (v.hora_fin1 > LATEST_END) return fail(scheduleMsg.endTooLate, 'hora_fin1');
    if (timeToMinutes(v.hora_inicio1) >= timeToMinutes(v.hora_fin1)) {
      return fail(scheduleMsg.startBeforeEnd, 'hora_inicio1');
    }
    if (!v.segundo_turno) return;
    if (!v.hora_inicio2 || !v.hora_fin2) return fail(scheduleMsg.shift2, 'hora_inicio2');
    if (v.hora_fin2 > LATEST_END) return fail(scheduleMsg.endTooLate, 'hora_fin2');
    if (timeToMinutes(v.hora_inicio2) <= timeToMinutes(v.hora_fin1)) {
      return fail(scheduleMsg.shift2AfterShift1, 'hora_inicio2');
    }
    if (timeToMinutes(v.hora_inicio2) >= timeToMinutes(v.hora_fin2)) {
      return fail(scheduleMsg.startBeforeEnd, 'hora_inicio2');
    }
  })
  .transform((v) => ({
    ...v,
    hora_inicio1: v.hora_inicio1 || NO_TIME,
    hora_fin1: v.hora_fin1 || NO_TIME,
    // a second shift switched off resets to 00:00–00:00 (seed §4)
    hora_inicio2: v.segundo_turno ? v.hora_inicio2 || NO_TIME : NO_TIME,
    hora_fin2: v.segundo_turno ? v.hora_fin2 || NO_TIME : NO_TIME,
  }));

export type WorkingDayInput = z.output<typeof workingDaySchema>;

/** Agenda configuration: minimum appointment length, slot grid and how far ahead it opens. */
export const agendaConfSchema = z
  .object({
    tiempo_turno: choiceSchema(TIEMPO_TURNO_OPTIONS, scheduleMsg.tiempoTurno),
    grilla_turnos: choiceSchema(GRILLA_OPTIONS, scheduleMsg.grilla),
    dias_agenda_abierta: choiceSchema(DIAS_AGENDA_OPTIONS, scheduleMsg.diasAgenda),
    // the seed's client always sends 1 and 15
    permite_gap_entre_turnos: flagSchema().optional().default(true),
    gap_entre_turnos: choiceSchema(GAP_OPTIONS, scheduleMsg.gap).optional().default(15),
    // contract §6.4; absent = unchanged (the seed's client does not send it)
    horas_anticipacion_minima: choiceSchema(
      MIN_NOTICE_HOURS_OPTIONS,
      scheduleMsg.anticipacion,
    ).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.grilla_turnos > v.tiempo_turno) {
      ctx.addIssue({ code: 'custom', path: ['grilla_turnos'], message: scheduleMsg.grillaMayor });
    } else if (v.tiempo_turno % v.grilla_turnos !== 0) {
      ctx.addIssue({ code: 'custom', path: ['grilla_turnos'], message: scheduleMsg.grillaDivisor });
    }
  });

export type AgendaConfInput = z.output<typeof agendaConfSchema>;

/** Non-working day form: a real yyyy-MM-dd date and an optional reason. */
export const nonWorkingDaySchema = z.object({
  // exactly yyyy-MM-dd, as every date on the wire (no spaces around it)
  fecha: z.string({ error: scheduleMsg.date }).refine(isRealDate, scheduleMsg.date),
  razon: z
    .string()
    .trim()
    .max(254, msg.maxChars(254))
    .optional()
    .transform((s) => s ?? ''),
});
