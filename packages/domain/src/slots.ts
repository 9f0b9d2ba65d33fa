import { UNIT_MINUTES, addDays, minutesToTime, timeToMinutes, type StudioClock } from './time';

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
  now: StudioClock;
}

export const DAY_UNITS = (24 * 60) / UNIT_MINUTES;

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

function unitInsideShifts(unit: number, shifts: readonly Shift[]): boolean {
  const from = unit * UNIT_MINUTES;
  const to = from + UNIT_MINUTES;
  return shifts.some((s) => from >= s.start && to <= s.end + 1);
}

/** Whether the date can be booked at all: not past, inside the open window, worked. */
export function dateBookable(q: Pick<SlotQuery, 'date' | 'now' | 'agendaOpenDays' | 'nonWorking' | 'shifts'>) {
  if (q.date < q.now.date) return false;
  if (q.agendaOpenDays > 0 && q.date > addDays(q.now.date, q.agendaOpenDays)) return false;
  return !q.nonWorking && q.shifts.length > 0;
}

/** Whether one start (minutes) can be booked: every active unit inside a shift and free. */
export function startFits(q: SlotQuery, start: number): boolean {
  if (start % UNIT_MINUTES !== 0) return false;
  if (q.date === q.now.date && start <= q.now.minutes) return false;
  if (start + q.pattern.length * UNIT_MINUTES > 24 * 60) return false;
  const units = activeUnits(start, q.pattern);
  if (units.length === 0) return false;
  return units.every((u) => !q.taken.has(u) && unitInsideShifts(u, q.shifts));
}

/** Every bookable start of the day, on the grid from each shift's start, as 'HH:MM'. */
export function availableStarts(q: SlotQuery): string[] {
  if (!dateBookable(q) || !/^[01]+$/.test(q.pattern) || q.gridStep <= 0) return [];
  const starts = new Set<number>();
  for (const shift of q.shifts) {
    const first = Math.ceil(shift.start / UNIT_MINUTES) * UNIT_MINUTES;
    for (let start = first; start <= shift.end; start += q.gridStep) {
      if (startFits(q, start)) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map(minutesToTime);
}
