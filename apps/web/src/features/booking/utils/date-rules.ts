import { addDays, weekdayIndex } from '@turnos/domain';
import type { ConfAgenda, WorkingDay, NonWorkingDay } from '@/api/schedules';
import { closedDatesOf, type NationalHoliday } from '@/api/closures';

/** The closed dates with their names (contract §7.6; in src/api, the staff agendas read them too). */
export { closedDatesOf };

/** What the booking calendar allows, every date a studio-zone 'yyyy-MM-dd'. */
export interface CalendarRules {
  /** 0 = no limit */
  agendaOpenDays: number;
  /** 0 = Monday … 6 = Sunday */
  activeWeekdays: ReadonlySet<number>;
  nonWorkingDates: ReadonlySet<string>;
  /** the studio's closed dates (contract §7.6: a closure, or a holiday that closes) → their name */
  closedDates?: ReadonlyMap<string, string>;
}

/** What `toCalendarRules` reads of the agenda rules. */
interface RulesSource {
  conf: Pick<ConfAgenda, 'dias_agenda_abierta'> & Partial<ConfAgenda>;
  diasLaborables: readonly (Pick<WorkingDay, 'dia_semana' | 'activo'> & Partial<WorkingDay>)[];
  diasNoLaborables: readonly (Pick<NonWorkingDay, 'fecha'> & Partial<NonWorkingDay>)[];
  /** the branch's holidays and closures of the years shown, when read */
  feriados?: readonly NationalHoliday[];
}

export function toCalendarRules({
  conf,
  diasLaborables: workingDays,
  diasNoLaborables: nonWorkingDays,
  feriados: holidays,
}: RulesSource) {
  return {
    agendaOpenDays: Number(conf.dias_agenda_abierta) || 0,
    activeWeekdays: new Set(
      workingDays.filter((d) => String(d.activo) === '1').map((d) => Number(d.dia_semana)),
    ),
    nonWorkingDates: new Set(nonWorkingDays.map((d) => d.fecha.slice(0, 10))),
    closedDates: closedDatesOf(holidays ?? []),
  } satisfies CalendarRules;
}

/**
 * Seed §5 booking calendar: past dates, dates beyond today + dias_agenda_abierta (when not 0),
 * inactive weekdays and non-working dates are disabled. `today` is the studio's date (studioNow),
 * never the browser's, so a visitor in another zone sees the studio's calendar.
 */
export function isDateDisabled(date: string, today: string, rules: CalendarRules): boolean {
  if (date < today) return true;
  if (rules.agendaOpenDays > 0 && date > addDays(today, rules.agendaOpenDays)) return true;
  if (!rules.activeWeekdays.has(weekdayIndex(date))) return true;
  if (rules.closedDates?.has(date)) return true;
  return rules.nonWorkingDates.has(date);
}

/** The last date the calendar may show (for the picker's maxDate), or null without a limit. */
export function lastBookableDate(today: string, rules: CalendarRules): string | null {
  return rules.agendaOpenDays > 0 ? addDays(today, rules.agendaOpenDays) : null;
}
