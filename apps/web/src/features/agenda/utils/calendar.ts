import { weekdayIndex } from '@turnos/domain';
import type { AgendaRules } from '../hooks/use-agenda-rules';

const NONE: ReadonlySet<string> = new Set();

/**
 * Seed §2, as issue 29 amends it for staff: working weekdays open, and so does any date that has
 * appointments or is a non-working date (opened, it says why and shows what it holds); past days
 * too are viewable. A date the branch is closed (a closure, a holiday that closes it — contract
 * §7.6) is disabled, named, unless it has appointments: staff can always open those (issue 29).
 */
export function isAgendaDateDisabled(
  date: string,
  rules: AgendaRules,
  appointmentDates: ReadonlySet<string> = NONE,
): boolean {
  if (appointmentDates.has(date)) return false;
  if (rules.closedDates?.has(date)) return true;
  return !rules.activeWeekdays.has(weekdayIndex(date)) && !rules.nonWorkingDates.has(date);
}

/** What the agenda says of a date off (issue 29: marked with its reason). */
export const nonWorkingLabel = (reason: string) =>
  reason ? `No laborable: ${reason}` : 'No laborable';

/**
 * What the agenda says of a date that is not worked: the professional's own day off with its
 * reason and the branch's closure or closing holiday by name ('No laborable: Capacitación ·
 * Feriado: Navidad'); undefined for a working date.
 */
export function dayOffLabel(rules: AgendaRules, date: string): string | undefined {
  const reason = rules.nonWorkingReasons.get(date);
  const parts = [
    reason === undefined ? undefined : nonWorkingLabel(reason),
    rules.closedDates?.get(date),
  ].filter((p): p is string => p !== undefined);
  return parts.length === 0 ? undefined : parts.join(' · ');
}
