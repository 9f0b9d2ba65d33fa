import { useQuery } from '@tanstack/react-query';
import { professionalBranchAppointmentsQuery } from '@/api/appointments';

/** The first and last day of a 'yyyy-MM' month. */
export function monthRange(month: string): { desde: string; hasta: string } {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { desde: `${month}-01`, hasta: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The dates of a month on which a professional-branch has appointments (not cancelled; busy
 * blocks too): staff can always open such a day in the agenda, whatever the schedule says now
 * (issue 29). Empty while loading or when the list cannot be read: the schedule decides then.
 */
export function useMonthAppointmentDates(professionalBranchId: string, month: string) {
  const { desde, hasta } = monthRange(month);
  return useQuery({
    ...professionalBranchAppointmentsQuery(professionalBranchId, desde, hasta),
    select: (appointments) =>
      new Set(
        appointments.filter((t) => t.is_cancelado === '0').map((t) => t.fecha),
      ) as ReadonlySet<string>,
    enabled: professionalBranchId !== '' && /^\d{4}-\d{2}$/.test(month),
  });
}
