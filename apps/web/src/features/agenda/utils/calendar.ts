import { weekdayIndex } from '@turnos/domain';
import type { AgendaRules } from '../hooks/use-agenda-rules';

const NONE: ReadonlySet<string> = new Set();

/**
 * Seed §2, as issue 29 amends it for staff: working weekdays open, and so does any date that has
 * appointments or is a non-working date (opened, it says why and shows what it holds); past days
 * too are viewable.
 */
export function isAgendaDateDisabled(
  date: string,
  rules: AgendaRules,
  turnoDates: ReadonlySet<string> = NONE,
): boolean {
  return (
    !rules.activeWeekdays.has(weekdayIndex(date)) &&
    !rules.nonWorkingDates.has(date) &&
    !turnoDates.has(date)
  );
}

/** What the agenda says of a date off (issue 29: marked with its reason). */
export const nonWorkingLabel = (reason: string) =>
  reason ? `No laborable: ${reason}` : 'No laborable';
