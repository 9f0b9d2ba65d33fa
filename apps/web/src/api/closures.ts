import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, ParamsOf, crearCierre, obtenerFeriados } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { appointmentKeys } from './appointments';
import { optionKeys } from './options';

/**
 * The Argentine year (contract §7.6, ADR 0102): national holidays with their names, the studio's
 * closures, and the admin's changes to them. Every booking date picker reads the year's list to
 * disable the dates the studio does not work.
 */

export type NationalHoliday = DataOf<typeof obtenerFeriados>['feriados'][number];
export type ClosureInput = ParamsOf<typeof crearCierre>;
export type ClosureResult = DataOf<typeof crearCierre>;

/** Option name: '1' = national holidays close every branch unless marked open. */
export const CLOSE_HOLIDAYS_OPTION = 'turnos_cerrar_feriados';

export const closureKeys = {
  all: ['feriados'] as const,
  year: (anio: number, branchId?: number) => ['feriados', anio, branchId ?? 0] as const,
};

/**
 * The dates the studio does not work (contract §7.6) with their names: every closure in scope,
 * and a national holiday the server answers as not `abierto` (it says '1' for every holiday when
 * holidays do not close, and for one the admin marked as worked).
 */
export function closedDatesOf(holidays: readonly NationalHoliday[]): Map<string, string> {
  const closed = new Map<string, string>();
  for (const f of holidays) {
    if (f.tipo === 'cierre' || f.abierto === '0') {
      const name = f.tipo === 'cierre' ? `Cerrado: ${f.nombre}` : `Feriado: ${f.nombre}`;
      closed.set(f.fecha, closed.has(f.fecha) ? `${closed.get(f.fecha)} · ${name}` : name);
    }
  }
  return closed;
}

/** GET obtener-feriados: a year's holidays and closures (of a branch and studio-wide, when given). */
export const holidaysQuery = (anio: number, branchId?: number) =>
  queryOptions({
    queryKey: closureKeys.year(anio, branchId),
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          endpoints.obtenerFeriados,
          branchId === undefined ? { anio } : { anio, id_sucursal: branchId },
          { signal },
        )
      ).feriados,
    staleTime: 60_000,
  });

export function useNationalHolidays(anio: number, branchId?: number) {
  return useQuery(holidaysQuery(anio, branchId));
}

function useInvalidateYear() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: closureKeys.all }),
      qc.invalidateQueries({ queryKey: appointmentKeys.all }),
      qc.invalidateQueries({ queryKey: optionKeys.all }),
    ]);
}

/** PUT actualizar-feriado: the studio works that holiday (abierto) or not. */
export function useMarkHoliday() {
  const invalidate = useInvalidateYear();
  return useMutation({
    mutationFn: (input: { fecha: string; abierto: boolean }) =>
      apiCall(endpoints.actualizarFeriado, {
        fecha: input.fecha,
        abierto: input.abierto ? '1' : '0',
      }),
    onSettled: invalidate,
  });
}

/** POST crear-cierre: answers the affected appointments as they are after `accion`. */
export function useCreateClosure() {
  const invalidate = useInvalidateYear();
  return useMutation({
    mutationFn: (input: ClosureInput) => apiCall(endpoints.crearCierre, input),
    onSettled: invalidate,
  });
}

/** DELETE eliminar-cierre: its dates bookable again. */
export function useRemoveClosure() {
  const invalidate = useInvalidateYear();
  return useMutation({
    mutationFn: (closureId: number) => apiCall(endpoints.eliminarCierre, { id_cierre: closureId }),
    onSettled: invalidate,
  });
}
