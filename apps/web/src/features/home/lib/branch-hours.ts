/**
 * A branch's opening hours for the home page (ADR 0091), from what the contract makes public: the
 * weekly working days of each of its active professionals (obtener-dias-laborables). The branch
 * is open when at least one of them works, so its hours on a weekday are the union of theirs.
 */

/** What this needs of a working day (contract §4.4; `dia_semana` 0 = Monday … 6 = Sunday). */
export interface WorkingDayHours {
  dia_semana: number;
  activo: '0' | '1';
  hora_inicio1: string;
  hora_fin1: string;
  segundo_turno: '0' | '1';
  hora_inicio2: string;
  hora_fin2: string;
}

/** Minutes from midnight: [start, end), start < end. */
export type Interval = readonly [number, number];
/** Seven lists of disjoint intervals, Monday first. */
export type Week = Interval[][];

const DAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

export const minutes = (time: string): number => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** A working day's shifts (none when the day is off; an empty or reversed shift is left out). */
export function dayIntervals(day: WorkingDayHours): Interval[] {
  if (day.activo !== '1') return [];
  const shifts: Interval[] = [[minutes(day.hora_inicio1), minutes(day.hora_fin1)]];
  if (day.segundo_turno === '1') shifts.push([minutes(day.hora_inicio2), minutes(day.hora_fin2)]);
  return shifts.filter(([start, end]) => start < end);
}

/** Sorted, with overlapping or touching intervals joined. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The branch's week: on each weekday, when at least one of its professionals works. */
export function branchWeek(schedules: readonly (readonly WorkingDayHours[])[]): Week {
  return Array.from({ length: 7 }, (_, weekday) =>
    mergeIntervals(
      schedules.flatMap((days) =>
        days.filter((d) => d.dia_semana === weekday).flatMap(dayIntervals),
      ),
    ),
  );
}

/** Consecutive weekdays (`from` … `to`, Monday = 0) with the same hours. */
export interface HoursRow {
  from: number;
  to: number;
  intervals: Interval[];
}

const sameHours = (a: readonly Interval[], b: readonly Interval[]) =>
  a.length === b.length && a.every((x, i) => x[0] === b[i]?.[0] && x[1] === b[i]?.[1]);

/** The week as rows of consecutive days with equal hours, Monday to Sunday. */
export function groupWeek(week: Week): HoursRow[] {
  const rows: HoursRow[] = [];
  week.forEach((intervals, day) => {
    const last = rows[rows.length - 1];
    if (last && last.to === day - 1 && sameHours(last.intervals, intervals)) last.to = day;
    else rows.push({ from: day, to: day, intervals });
  });
  return rows;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Lunes', 'Sábado y domingo', 'Lunes a viernes'. */
export function daysLabel(row: Pick<HoursRow, 'from' | 'to'>): string {
  const first = DAY_NAMES[row.from] ?? '';
  const last = DAY_NAMES[row.to] ?? '';
  if (row.from === row.to) return capitalize(first);
  return capitalize(`${first} ${row.to === row.from + 1 ? 'y' : 'a'} ${last}`);
}

/** 'Cerrado', '09:00 a 13:00', '09:00 a 13:00 y 16:00 a 20:00' (a comma before the others). */
export function hoursLabel(intervals: readonly Interval[]): string {
  if (intervals.length === 0) return 'Cerrado';
  const parts = intervals.map(([start, end]) => `${hhmm(start)} a ${hhmm(end)}`);
  if (parts.length === 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

/** Whether the week has any opening at all (a branch without schedules yet has none). */
export const isOpenSomeDay = (week: Week) => week.some((day) => day.length > 0);
