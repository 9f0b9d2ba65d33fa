import { UNIT_MINUTES, addDays, minutesToTime } from './time';
import { activeUnits, type Shift, type SlotQuery } from './slots';

/**
 * The one answer to "may this caller start this service here now?" (ADR 0020). Availability lists
 * exactly the starts it allows; reserve and reschedule ask it inside their transaction.
 * 'invalid' (1003): that start could never be booked; 'taken' (1004): only someone else's time
 * is in the way.
 */
export type BookingVerdict = 'ok' | 'invalid' | 'taken';

/**
 * 'regular': what availability offers (clients always; staff assigning a free slot).
 * 'overbooking': staff only; takes no units, so it skips the free-unit check and the hours and
 * grid checks — any 15-minute start of a working day, as the agenda's dialog offers.
 */
export type BookingKind = 'regular' | 'overbooking';

export interface BookingRule {
  /** every start the rule may allow, ascending (none when the day is closed to this booking) */
  candidates: readonly number[];
  verdict(start: number): BookingVerdict;
}

const DAY_MINUTES = 24 * 60;
const PATTERN = /^[01]*1[01]*$/;
const closed: BookingRule = { candidates: [], verdict: () => 'invalid' };

/**
 * The professional works that day and takes this service, the date is today or later and inside
 * the open window (0 = no limit).
 */
function dayOpen(q: SlotQuery): boolean {
  if (!q.professionalActive || !q.serviceActive || !PATTERN.test(q.pattern)) return false;
  if (q.date < q.now.date) return false;
  if (q.agendaOpenDays > 0 && q.date > addDays(q.now.date, q.agendaOpenDays)) return false;
  return !q.nonWorking && q.shifts.length > 0;
}

/**
 * The grid: from each shift's first unit, every `gridStep` minutes, up to its last minute (the
 * only starts a regular booking may have; the agenda's rows inside hours).
 */
export function gridStarts(shifts: readonly Shift[], gridStep: number): number[] {
  const starts = new Set<number>();
  if (!Number.isInteger(gridStep) || gridStep <= 0) return [];
  for (const shift of shifts) {
    const first = Math.ceil(shift.start / UNIT_MINUTES) * UNIT_MINUTES;
    for (let start = first; start <= shift.end; start += gridStep) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

function unitInsideShifts(unit: number, shifts: readonly Shift[]): boolean {
  const from = unit * UNIT_MINUTES;
  const to = from + UNIT_MINUTES;
  return shifts.some((s) => from >= s.start && to <= s.end + 1);
}

function overbookingRule(q: SlotQuery): BookingRule {
  const length = q.pattern.length * UNIT_MINUTES;
  const candidates: number[] = [];
  for (let start = 0; start + length <= DAY_MINUTES; start += UNIT_MINUTES) candidates.push(start);
  const allowed = new Set(candidates);
  return { candidates, verdict: (start) => (allowed.has(start) ? 'ok' : 'invalid') };
}

/** Whole days from `from` to `to` (yyyy-MM-dd), calendar arithmetic only. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * Minutes from now to this start on the studio's wall clock (the studio's zone keeps one offset
 * all year; a change of offset would move the notice by at most that change).
 */
export function minutesUntil(q: Pick<SlotQuery, 'date' | 'now'>, start: number): number {
  return daysBetween(q.now.date, q.date) * DAY_MINUTES + start - q.now.minutes;
}

/** Every 15-minute start of the day: where a chained service of a visit may start (ADR 0088). */
function everyUnitStart(): number[] {
  const starts: number[] = [];
  for (let start = 0; start < DAY_MINUTES; start += UNIT_MINUTES) starts.push(start);
  return starts;
}

/**
 * `grid` 'shift': the professional-branch's grid (a single booking, a visit's first service);
 * 'unit': any 15-minute unit (a visit's next services, which start when the previous one ends).
 */
function regularRule(q: SlotQuery, grid: 'shift' | 'unit' = 'shift'): BookingRule {
  const candidates = grid === 'shift' ? gridStarts(q.shifts, q.gridStep) : everyUnitStart();
  const onGrid = new Set(candidates);
  const length = q.pattern.length * UNIT_MINUTES;
  const today = q.date === q.now.date;
  return {
    candidates,
    verdict(start) {
      if (!onGrid.has(start)) return 'invalid';
      if (today && start <= q.now.minutes) return 'invalid';
      const notice = q.minNoticeMinutes ?? 0;
      if (notice > 0 && minutesUntil(q, start) < notice) return 'invalid';
      if (start + length > DAY_MINUTES) return 'invalid';
      const units = activeUnits(start, q.pattern);
      if (!units.every((u) => unitInsideShifts(u, q.shifts))) return 'invalid';
      return units.some((u) => q.taken.has(u)) ? 'taken' : 'ok';
    },
  };
}

/** The rule for one day, service and caller, read once and asked about any number of starts. */
export function bookingRule(q: SlotQuery, kind: BookingKind = 'regular'): BookingRule {
  if (!dayOpen(q)) return closed;
  return kind === 'overbooking' ? overbookingRule(q) : regularRule(q);
}

/**
 * A service of a visit after the first (contract §6.2, ADR 0088): every rule of a regular booking
 * — day open, hours, taken units, pattern, not past, notice, window — but the grid, which binds
 * only the visit's start: it may start on any 15-minute unit, where the previous service ends.
 */
export function chainedServiceRule(q: SlotQuery): BookingRule {
  return dayOpen(q) ? regularRule(q, 'unit') : closed;
}

/** Whether this start (minutes from the studio's midnight) may be booked now. */
export function bookingVerdict(
  q: SlotQuery,
  start: number,
  kind: BookingKind = 'regular',
): BookingVerdict {
  return bookingRule(q, kind).verdict(start);
}

/** Availability: every start the rule allows a regular booking, as 'HH:MM'. */
export function availableStarts(q: SlotQuery): string[] {
  const rule = bookingRule(q);
  return rule.candidates.filter((start) => rule.verdict(start) === 'ok').map(minutesToTime);
}
