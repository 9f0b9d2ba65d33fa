import { useQueries } from '@tanstack/react-query';
import { agendaConfQuery, nonWorkingDaysQuery, workingDaysQuery } from '@/api/schedules';

/**
 * Agenda configuration, working days and non-working days of one professional at one branch:
 * what the booking calendar needs. Always fetched fresh when the professional changes (staleTime 0).
 */
export function useAgendaRules(professionalBranchId: string) {
  const enabled = professionalBranchId !== '';
  const [conf, dias, noLaborables] = useQueries({
    queries: [
      { ...agendaConfQuery(professionalBranchId), enabled, staleTime: 0 },
      { ...workingDaysQuery(professionalBranchId), enabled, staleTime: 0 },
      { ...nonWorkingDaysQuery(professionalBranchId), enabled, staleTime: 0 },
    ],
  });
  const data =
    conf.data && dias.data && noLaborables.data
      ? { conf: conf.data, diasLaborables: dias.data, diasNoLaborables: noLaborables.data }
      : undefined;
  return {
    data,
    isPending: enabled && (conf.isPending || dias.isPending || noLaborables.isPending),
    isError: conf.isError || dias.isError || noLaborables.isError,
    error: conf.error ?? dias.error ?? noLaborables.error,
    refetch: () => Promise.all([conf.refetch(), dias.refetch(), noLaborables.refetch()]),
  };
}
