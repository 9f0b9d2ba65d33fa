import { agendaConfSchema, workingDaySchema, DEFAULT_SECOND_SHIFT, NO_TIME } from '@turnos/domain';
import type { ConfAgenda, WorkingDay, ScheduleSave } from '@/api/schedules';

/** One weekday row of the form; '' = a time not chosen yet. */
export interface DayForm {
  dia_semana: number;
  activo: boolean;
  hora_inicio1: string;
  hora_fin1: string;
  segundo_turno: boolean;
  hora_inicio2: string;
  hora_fin2: string;
}

/** The configuration selects; '' = nothing chosen. */
export interface ConfForm {
  tiempo_turno: string;
  grilla_turnos: string;
  dias_agenda_abierta: string;
  /** contract §6.4: clients' minimum notice in hours ('0' = none) */
  horas_anticipacion_minima: string;
}

export interface ScheduleForm {
  days: DayForm[];
  conf: ConfForm;
}

export type ConfErrors = Partial<Record<keyof ConfForm, string>>;

export type ScheduleCheck =
  | { ok: true; value: ScheduleSave }
  | { ok: false; dayErrors: Record<number, string>; confErrors: ConfErrors };

const emptyDay = (day: number): DayForm => ({
  dia_semana: day,
  activo: false,
  hora_inicio1: NO_TIME,
  hora_fin1: NO_TIME,
  segundo_turno: false,
  hora_inicio2: NO_TIME,
  hora_fin2: NO_TIME,
});

export function toScheduleForm(days: WorkingDay[], conf: ConfAgenda): ScheduleForm {
  return {
    days: Array.from({ length: 7 }, (_, day) => {
      const d = days.find((x) => Number(x.dia_semana) === day);
      if (!d) return emptyDay(day);
      return {
        dia_semana: day,
        activo: String(d.activo) === '1',
        hora_inicio1: d.hora_inicio1.slice(0, 5),
        hora_fin1: d.hora_fin1.slice(0, 5),
        segundo_turno: String(d.segundo_turno) === '1',
        hora_inicio2: d.hora_inicio2.slice(0, 5),
        hora_fin2: d.hora_fin2.slice(0, 5),
      };
    }),
    conf: {
      tiempo_turno: String(conf.tiempo_turno ?? ''),
      grilla_turnos: String(conf.grilla_turnos ?? ''),
      dias_agenda_abierta: String(conf.dias_agenda_abierta ?? ''),
      horas_anticipacion_minima: String(conf.horas_anticipacion_minima ?? 0),
    },
  };
}

/** Switching a day on with no hours yet (00:00–00:00) leaves its first shift to be chosen. */
export function setDayActive(day: DayForm, activo: boolean): DayForm {
  if (activo && day.hora_inicio1 === NO_TIME && day.hora_fin1 === NO_TIME) {
    return { ...day, activo, hora_inicio1: '', hora_fin1: '' };
  }
  return { ...day, activo };
}

/** Seed §4: a second shift starts as 22:30–23:29 and resets to 00:00–00:00 when switched off. */
export function setSecondShift(day: DayForm, on: boolean): DayForm {
  return on
    ? { ...day, segundo_turno: true, ...DEFAULT_SECOND_SHIFT }
    : { ...day, segundo_turno: false, hora_inicio2: NO_TIME, hora_fin2: NO_TIME };
}

/** Every seed §5 schedule rule, with its message, before anything is sent. */
export function checkSchedule(form: ScheduleForm): ScheduleCheck {
  const dayErrors: Record<number, string> = {};
  const days: ScheduleSave['days'] = [];
  for (const day of form.days) {
    const r = workingDaySchema.safeParse(day);
    if (r.success) days.push(r.data);
    else dayErrors[day.dia_semana] = r.error.issues[0]?.message ?? '';
  }
  const confErrors: ConfErrors = {};
  const c = agendaConfSchema.safeParse(form.conf);
  if (!c.success) {
    for (const issue of c.error.issues) {
      const field = issue.path[0];
      if (
        field === 'tiempo_turno' ||
        field === 'grilla_turnos' ||
        field === 'dias_agenda_abierta' ||
        field === 'horas_anticipacion_minima'
      ) {
        confErrors[field] ??= issue.message;
      }
    }
  }
  if (!c.success || Object.keys(dayErrors).length > 0) return { ok: false, dayErrors, confErrors };
  return { ok: true, value: { days, conf: c.data } };
}
