import { useQueries } from '@tanstack/react-query';
import { studioNow } from '@turnos/domain';
import { agendaConfQuery, nonWorkingDaysQuery, workingDaysQuery } from '@/api/schedules';
import { holidaysQuery } from '@/api/closures';

/**
 * Agenda configuration, working days and non-working days of one professional at one branch:
 * what the booking calendar needs. Always fetched fresh when the professional changes (staleTime 0).
 * With the branch, also its holidays and closures of this year and the next (contract §7.6), so
 * the calendar disables them with their names; the calendar does not wait for those (the server
 * refuses a closed date anyway), they join it when they arrive.
 */
export function useAgendaRules(professionalBranchId: string, branchId?: number | string) {
  const enabled = professionalBranchId !== '';
  const year = Number(studioNow().date.slice(0, 4));
  const branch = branchId === undefined || branchId === '' ? undefined : Number(branchId);
  const withYear = branch !== undefined && Number.isInteger(branch);
  const [conf, days, nonWorkingDays, thisYear, nextYear] = useQueries({
    queries: [
      { ...agendaConfQuery(professionalBranchId), enabled, staleTime: 0 },
      { ...workingDaysQuery(professionalBranchId), enabled, staleTime: 0 },
      { ...nonWorkingDaysQuery(professionalBranchId), enabled, staleTime: 0 },
      { ...holidaysQuery(year, branch), enabled: enabled && withYear },
      { ...holidaysQuery(year + 1, branch), enabled: enabled && withYear },
    ],
  });
  const data =
    conf.data && days.data && nonWorkingDays.data
      ? {
          conf: conf.data,
          diasLaborables: days.data,
          diasNoLaborables: nonWorkingDays.data,
          feriados: [...(thisYear.data ?? []), ...(nextYear.data ?? [])],
        }
      : undefined;
  return {
    data,
    isPending: enabled && (conf.isPending || days.isPending || nonWorkingDays.isPending),
    isError: conf.isError || days.isError || nonWorkingDays.isError,
    error: conf.error ?? days.error ?? nonWorkingDays.error,
    refetch: () => Promise.all([conf.refetch(), days.refetch(), nonWorkingDays.refetch()]),
  };
}
