import { useQueries, useQuery } from '@tanstack/react-query';
import { professionalsOfBranchQuery } from '@/api/professionals';
import { workingDaysQuery } from '@/api/schedules';
import { branchWeek, type Week } from '../lib/branch-hours';

export type BranchHours =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'ready'; week: Week };

// the home page is a shop window: these change rarely, a visit need not ask again for minutes
const FRESH_MS = 5 * 60_000;

/**
 * A branch's weekly hours from public data (ADR 0091): its active professionals
 * (get-peluqueros-por-sucursal), then each one's working days (obtener-dias-laborables).
 */
export function useBranchHours(branchId: number): BranchHours {
  const staff = useQuery({ ...professionalsOfBranchQuery(branchId), staleTime: FRESH_MS });
  const days = useQueries({
    queries: (staff.data ?? []).map((p) => ({
      ...workingDaysQuery(p.id_peluquero_sucursal),
      staleTime: FRESH_MS,
    })),
  });
  const retry = () => {
    if (staff.isError) void staff.refetch();
    for (const q of days) if (q.isError) void q.refetch();
  };
  if (staff.isError || days.some((q) => q.isError)) return { status: 'error', retry };
  if (!staff.data || days.some((q) => !q.data)) return { status: 'pending' };
  return { status: 'ready', week: branchWeek(days.map((q) => q.data ?? [])) };
}
