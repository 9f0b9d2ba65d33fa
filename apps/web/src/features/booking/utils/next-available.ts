import { addDays } from '@turnos/domain';
import { isDateDisabled, lastBookableDate, type CalendarRules } from './date-rules';

/** How far "Próximo día disponible" looks, in calendar days, when the agenda has no limit. */
export const NEXT_DAY_MAX_DAYS = 60;

export interface NextDaySearch {
  /** the first date to look at (yyyy-MM-dd) */
  from: string;
  /** the studio's today */
  today: string;
  rules: CalendarRules;
  /** one day's free starts */
  fetchDay: (fecha: string, signal: AbortSignal) => Promise<string[]>;
  signal: AbortSignal;
  maxDays?: number;
}

/** The last date a search from `from` looks at: the agenda's open window, at most `maxDays`. */
export function nextDayLimit(
  from: string,
  today: string,
  rules: CalendarRules,
  maxDays = NEXT_DAY_MAX_DAYS,
): string {
  const bound = addDays(from, maxDays - 1);
  const last = lastBookableDate(today, rules);
  return last !== null && last < bound ? last : bound;
}

/**
 * The first date from `from` on with a free start, or null when none up to `nextDayLimit`.
 * Days the calendar disables (past, beyond the open window, not worked, non-working) are skipped
 * without asking; the others are asked one at a time, in order, so a search is at most one
 * request in flight and stops at the first day with a start. An aborted `signal` stops it (the
 * promise rejects with the abort).
 */
export async function findNextAvailableDay(
  search: NextDaySearch,
): Promise<{ fecha: string; horarios: string[] } | null> {
  const { from, today, rules, fetchDay, signal } = search;
  const limit = nextDayLimit(from, today, rules, search.maxDays);
  for (let fecha = from; fecha <= limit; fecha = addDays(fecha, 1)) {
    signal.throwIfAborted();
    if (isDateDisabled(fecha, today, rules)) continue;
    const startTimes = await fetchDay(fecha, signal);
    signal.throwIfAborted();
    if (startTimes.length > 0) return { fecha, horarios: startTimes };
  }
  return null;
}
