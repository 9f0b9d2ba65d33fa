import { addDays, weekdayIndex } from '@turnos/domain';
import type { ConfAgenda, DiaLaborable, DiaNoLaborable } from '@/api/schedules';
import { closedDatesOf, type Feriado } from '@/api/closures';

/** The closed dates with their names (contract §7.6; in src/api, the staff agendas read them too). */
export { closedDatesOf };

/** What the booking calendar allows, every date a studio-zone 'yyyy-MM-dd'. */
export interface CalendarRules {
  /** 0 = no limit */
  diasAgendaAbierta: number;
  /** 0 = Monday … 6 = Sunday */
  activeWeekdays: ReadonlySet<number>;
  nonWorkingDates: ReadonlySet<string>;
  /** the studio's closed dates (contract §7.6: a closure, or a holiday that closes) → their name */
  closedDates?: ReadonlyMap<string, string>;
}

/** What `toCalendarRules` reads of the agenda rules. */
interface RulesSource {
  conf: Pick<ConfAgenda, 'dias_agenda_abierta'> & Partial<ConfAgenda>;
  diasLaborables: readonly (Pick<DiaLaborable, 'dia_semana' | 'activo'> & Partial<DiaLaborable>)[];
  diasNoLaborables: readonly (Pick<DiaNoLaborable, 'fecha'> & Partial<DiaNoLaborable>)[];
  /** the branch's holidays and closures of the years shown, when read */
  feriados?: readonly Feriado[];
}

export function toCalendarRules({ conf, diasLaborables, diasNoLaborables, feriados }: RulesSource) {
  return {
    diasAgendaAbierta: Number(conf.dias_agenda_abierta) || 0,
    activeWeekdays: new Set(
      diasLaborables.filter((d) => String(d.activo) === '1').map((d) => Number(d.dia_semana)),
    ),
    nonWorkingDates: new Set(diasNoLaborables.map((d) => d.fecha.slice(0, 10))),
    closedDates: closedDatesOf(feriados ?? []),
  } satisfies CalendarRules;
}

/**
 * Seed §5 booking calendar: past dates, dates beyond today + dias_agenda_abierta (when not 0),
 * inactive weekdays and non-working dates are disabled. `today` is the studio's date (studioNow),
 * never the browser's, so a visitor in another zone sees the studio's calendar.
 */
export function isDateDisabled(date: string, today: string, rules: CalendarRules): boolean {
  if (date < today) return true;
  if (rules.diasAgendaAbierta > 0 && date > addDays(today, rules.diasAgendaAbierta)) return true;
  if (!rules.activeWeekdays.has(weekdayIndex(date))) return true;
  if (rules.closedDates?.has(date)) return true;
  return rules.nonWorkingDates.has(date);
}

/** The last date the calendar may show (for the picker's maxDate), or null without a limit. */
export function lastBookableDate(today: string, rules: CalendarRules): string | null {
  return rules.diasAgendaAbierta > 0 ? addDays(today, rules.diasAgendaAbierta) : null;
}
