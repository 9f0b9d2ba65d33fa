import { UNIT_MINUTES, timeToMinutes, type StudioClock } from './time';

/** One working shift of a weekday, in minutes from midnight; `end` is the shift's last minute. */
export interface Shift {
  start: number;
  end: number;
}

export interface WorkingDayTimes {
  activo: boolean;
  hora_inicio1: string;
  hora_fin1: string;
  segundo_turno: boolean;
  hora_inicio2: string;
  hora_fin2: string;
}

export interface SlotQuery {
  /** yyyy-MM-dd, studio zone */
  date: string;
  /** the weekday's shifts (empty when the day is not worked) */
  shifts: readonly Shift[];
  /** minutes between offered starts: 15, 30, 45 or 60 */
  gridStep: number;
  /** the service's occupancy pattern: one '0'/'1' per 15-minute module; '1' = busy */
  pattern: string;
  /** units (0–95) of this professional already taken that day, at any branch */
  taken: ReadonlySet<number>;
  /** the date is one of the professional-branch's non-working days */
  nonWorking: boolean;
  /** 0 = no limit; otherwise the last bookable date is today + this many days */
  agendaOpenDays: number;
  /** the professional-branch is active */
  professionalActive: boolean;
  /** the professional's link to the service is active */
  serviceActive: boolean;
  /**
   * contract §6.4 `horas_anticipacion_minima` in minutes, for this caller: no start sooner than
   * now + this many minutes (0 or absent = none; staff on their own rows get 0, ADR 0070)
   */
  minNoticeMinutes?: number;
  now: StudioClock;
}

/**
 * The end is read as the shift's last minute, so '23:29' and '23:30' both let the 23:15 unit in,
 * and '13:00' ends with the 12:45 unit.
 */
export function shiftsOf(day: WorkingDayTimes | undefined): Shift[] {
  if (!day?.activo) return [];
  const shifts = [{ start: timeToMinutes(day.hora_inicio1), end: timeToMinutes(day.hora_fin1) }];
  if (day.segundo_turno) {
    shifts.push({ start: timeToMinutes(day.hora_inicio2), end: timeToMinutes(day.hora_fin2) });
  }
  return shifts.filter((s) => s.end > s.start);
}

/** The 15-minute units a start occupies: one per '1' of the pattern. */
export function activeUnits(startMinutes: number, pattern: string): number[] {
  const first = Math.floor(startMinutes / UNIT_MINUTES);
  const units: number[] = [];
  for (let i = 0; i < pattern.length; i++) if (pattern[i] === '1') units.push(first + i);
  return units;
}
