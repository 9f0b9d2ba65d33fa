import { weekdayIndex } from '@turnos/domain';
import type { AgendaRules } from '../hooks/use-agenda-rules';

/** Seed §2: only working weekdays are enabled, non-working dates disabled (past days too are viewable). */
export function isAgendaDateDisabled(date: string, rules: AgendaRules): boolean {
  return !rules.activeWeekdays.has(weekdayIndex(date)) || rules.nonWorkingDates.has(date);
}
