import { UNIT_MINUTES, timeToMinutes } from '@turnos/domain';

/**
 * The branch agenda's grid as pure arithmetic (no DOM): 15-minute rows, the blocks an
 * appointment draws (one per run of active units, so a split service shows its gap), overlapping
 * appointments side by side in lanes, working hours and the "now" line. Rows count from the grid's
 * first minute; every minute is from midnight, studio time.
 */

export const ROW_MINUTES = UNIT_MINUTES;
const DAY_MINUTES = 24 * 60;
/** Shown when nobody works and nothing is booked: a usual studio day. */
const DEFAULT_RANGE = { start: 9 * 60, end: 20 * 60 } as const;

export interface Range {
  /** first minute shown (a whole hour) */
  start: number;
  /** end of the last row shown (a whole hour, ≤ 24:00) */
  end: number;
}

export interface Interval {
  start: number;
  end: number;
}

/** `{desde, hasta}` shifts as minutes. */
export function shiftMinutes(horario: readonly { desde: string; hasta: string }[]): Interval[] {
  return horario
    .map((h) => ({ start: timeToMinutes(h.desde), end: timeToMinutes(h.hasta) }))
    .filter((s) => s.end > s.start);
}

/**
 * The hours the grid shows: from the earliest shift start or appointment to the latest end, widened
 * to whole hours; a default day when there is nothing at all.
 */
export function gridRange(intervals: readonly Interval[]): Range {
  if (intervals.length === 0) return { ...DEFAULT_RANGE };
  let start = DAY_MINUTES;
  let end = 0;
  for (const i of intervals) {
    start = Math.min(start, i.start);
    end = Math.max(end, i.end);
  }
  start = Math.max(0, Math.floor(start / 60) * 60);
  end = Math.min(DAY_MINUTES, Math.ceil(end / 60) * 60);
  if (end <= start) end = Math.min(DAY_MINUTES, start + 60);
  return { start, end };
}

export function rowCount(range: Range): number {
  return Math.ceil((range.end - range.start) / ROW_MINUTES);
}

/** The minute each row starts at. */
export function rowStarts(range: Range): number[] {
  return Array.from({ length: rowCount(range) }, (_, i) => range.start + i * ROW_MINUTES);
}

/** A drawn piece of an appointment: its first row and how many rows it spans. */
export interface Segment {
  row: number;
  rows: number;
}

/**
 * The pieces an appointment draws: one per run of '1's in its service's occupancy pattern from its
 * start (a '0' between them is the gap when the professional is free). Without a pattern (a busy
 * block, an unknown service) one piece from start to end.
 */
export function appointmentSegments(
  range: Range,
  startMinutes: number,
  endMinutes: number,
  pattern: string | undefined,
): Segment[] {
  const first = (startMinutes - range.start) / ROW_MINUTES;
  if (!pattern || !/^[01]+$/.test(pattern) || !pattern.includes('1')) {
    const rows = Math.max(1, Math.ceil((endMinutes - startMinutes) / ROW_MINUTES));
    return [{ row: first, rows }];
  }
  const segments: Segment[] = [];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '1') continue;
    const last = segments.at(-1);
    if (last && last.row + last.rows === first + i) last.rows++;
    else segments.push({ row: first + i, rows: 1 });
  }
  return segments;
}

export interface Placed<T> {
  item: T;
  /** 0-based lane from the left */
  lane: number;
  /** lanes in this item's cluster of overlapping items: its width is 1/lanes */
  lanes: number;
}

/**
 * Overlapping appointments side by side (an overbooking beside the appointment it shares a time
 * with): each takes the first lane free at its start, by start time then longest first; every item
 * of a cluster of transitively overlapping items shares the cluster's lane count. Items that
 * overlap nothing keep the full width.
 */
export function placeInLanes<T>(items: readonly T[], span: (item: T) => Interval): Placed<T>[] {
  const sorted = items
    .map((item) => ({ item, ...span(item) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const s of sorted) {
    if (s.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(s.end);
    } else laneEnds[lane] = s.end;
    const p: Placed<T> = { item: s.item, lane, lanes: 1 };
    cluster.push(p);
    placed.push(p);
    clusterEnd = Math.max(clusterEnd, s.end);
  }
  close();
  return placed;
}

/** Whether a row's 15 minutes fall inside one of the shifts (the working hours, shaded). */
export function isWorkingRow(rowStart: number, shifts: readonly Interval[]): boolean {
  return shifts.some((s) => rowStart >= s.start && rowStart + ROW_MINUTES <= s.end);
}

/**
 * The "now" line's offset in rows from the grid's top (fractional), or null when now is outside
 * the shown hours or the date is not today.
 */
export function nowLineRows(range: Range, nowMinutes: number, isToday: boolean): number | null {
  if (!isToday || nowMinutes < range.start || nowMinutes > range.end) return null;
  return (nowMinutes - range.start) / ROW_MINUTES;
}

/**
 * The start a pointer offset (pixels from the grid's top) points at: the row under it, kept inside
 * the grid so the appointment still ends by its end.
 */
export function minutesAtOffset(
  range: Range,
  offsetPx: number,
  rowPx: number,
  lengthMinutes = ROW_MINUTES,
): number {
  const row = Math.floor(offsetPx / rowPx);
  const lastStart = Math.max(range.start, range.end - Math.max(ROW_MINUTES, lengthMinutes));
  const minutes = range.start + row * ROW_MINUTES;
  return Math.min(lastStart, Math.max(range.start, minutes));
}

/** The length of an appointment in minutes, from its wire times (at least one row). */
export function lengthMinutes(horaInicio: string, horaFin: string): number {
  return Math.max(ROW_MINUTES, timeToMinutes(horaFin) - timeToMinutes(horaInicio));
}
