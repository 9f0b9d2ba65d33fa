import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { closedDatesOf, holidaysQuery, type NationalHoliday } from '@/api/closures';

const NONE: ReadonlyMap<string, string> = new Map();

// one function for every render: the combined map stays the same object while nothing changed
function combine(results: UseQueryResult<NationalHoliday[]>[]): ReadonlyMap<string, string> {
  const holidays = results.flatMap((r) => r.data ?? []);
  return holidays.length === 0 ? NONE : closedDatesOf(holidays);
}

/**
 * The dates a branch does not work in the given years (contract §7.6: its closures, the
 * studio-wide ones, and national holidays the server answers as not `abierto`), each with its
 * name ('Feriado: Navidad', 'Cerrado: Inventario'). Read with the branch's id only — without it
 * other branches' closures would be counted; empty until the branch is known.
 */
export function useClosedDates(
  branchId: number | undefined,
  years: readonly number[],
): ReadonlyMap<string, string> {
  return useQueries({
    queries: [...new Set(years)].map((anio) => ({
      ...holidaysQuery(anio, branchId),
      enabled: branchId !== undefined,
    })),
    combine,
  });
}
