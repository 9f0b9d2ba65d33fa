import { useQueries } from '@tanstack/react-query';
import { nonWorkingDaysQuery, workingDaysQuery } from '@/api/schedules';

export interface AgendaRules {
  /** 0 = Monday … 6 = Sunday */
  activeWeekdays: ReadonlySet<number>;
  nonWorkingDates: ReadonlySet<string>;
  /** each non-working date's reason ('' when none was given) */
  nonWorkingReasons: ReadonlyMap<string, string>;
  /**
   * the branch's closed dates (contract §7.6: its closures and the studio-wide ones, holidays
   * that close it) → their name ('Feriado: Navidad', 'Cerrado: Inventario'); added by the screen
   * once the branch is known
   */
  closedDates?: ReadonlyMap<string, string>;
}

/** Working weekdays and non-working dates: what the agenda's calendar enables. Always fresh. */
export function useAgendaRules(professionalBranchId: string) {
  return useQueries({
    queries: [
      { ...workingDaysQuery(professionalBranchId), staleTime: 0 },
      { ...nonWorkingDaysQuery(professionalBranchId), staleTime: 0 },
    ],
    combine: ([days, nonWorkingDays]) => {
      const reasons = new Map(
        (nonWorkingDays.data ?? []).map((d) => [d.fecha.slice(0, 10), d.razon] as const),
      );
      return {
        data:
          days.data && nonWorkingDays.data
            ? ({
                activeWeekdays: new Set(
                  days.data
                    .filter((d) => String(d.activo) === '1')
                    .map((d) => Number(d.dia_semana)),
                ),
                nonWorkingDates: new Set(reasons.keys()),
                nonWorkingReasons: reasons,
              } satisfies AgendaRules)
            : undefined,
        isPending: days.isPending || nonWorkingDays.isPending,
        isError: days.isError || nonWorkingDays.isError,
        isFetching: days.isFetching || nonWorkingDays.isFetching,
        refetch: () => Promise.all([days.refetch(), nonWorkingDays.refetch()]),
      };
    },
  });
}
