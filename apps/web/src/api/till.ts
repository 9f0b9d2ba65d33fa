import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DataOf,
  ParamsOf,
  caja,
  cobro,
  movimientoDeCaja,
  obtenerCaja,
  obtenerCajas,
} from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import type { RouteParams } from '@/lib/api-endpoint';

/** The till of a branch (contract §7.2): open, cash in and out, close with the count. */

export type Till = z.output<typeof caja>;
export type Charge = z.output<typeof cobro>;
export type TillMovement = z.output<typeof movimientoDeCaja>;
export type TillView = DataOf<typeof obtenerCaja>;
/** A till of the history: the till and its totals per medio (contract §7.2 obtener-cajas). */
export type TillWithTotals = DataOf<typeof obtenerCajas>['cajas'][number];
export type TillsFilters = ParamsOf<typeof obtenerCajas>;

export const TILL_LOAD_ERROR = 'No pudimos cargar la caja.';
export const TILLS_LOAD_ERROR = 'No pudimos cargar las cajas.';

export const tillKeys = {
  all: ['counter', 'caja'] as const,
  branch: (branchId: string) => [...tillKeys.all, 'sucursal', branchId] as const,
  one: (tillId: number) => [...tillKeys.all, 'id', tillId] as const,
  list: (f: TillsFilters) =>
    [...tillKeys.all, 'list', f.fecha_desde, f.fecha_hasta, f.id_sucursal ?? ''] as const,
};

/** The branch's open till with its totals, charges and movements (`caja` null when closed). */
export function useOpenTill(branchId: string) {
  return useQuery({
    queryKey: tillKeys.branch(branchId),
    queryFn: ({ signal }) => apiCall(endpoints.obtenerCaja, { id_sucursal: branchId }, { signal }),
    enabled: branchId !== '',
    staleTime: 0,
  });
}

/** One till by its id, open or closed, with its totals, charges and movements. */
export function useTill(tillId: number | null) {
  return useQuery({
    queryKey: tillKeys.one(tillId ?? 0),
    queryFn: ({ signal }) => apiCall(endpoints.obtenerCaja, { id_caja: tillId ?? 0 }, { signal }),
    enabled: tillId !== null,
    staleTime: 0,
  });
}

/** The tills opened in a period (admin, ≤ 366 days), newest first, each with its totals. */
export function useTills(filters: TillsFilters, enabled: boolean) {
  return useQuery({
    queryKey: tillKeys.list(filters),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.obtenerCajas, filters, { signal })).cajas,
    enabled,
  });
}

function useInvalidateTill() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: tillKeys.all });
}

export function useOpenTillMutation() {
  const invalidate = useInvalidateTill();
  return useMutation({
    mutationFn: (input: RouteParams<typeof endpoints.abrirCaja>) =>
      apiCall(endpoints.abrirCaja, input),
    onSuccess: invalidate,
  });
}

export function useTillMovement() {
  const invalidate = useInvalidateTill();
  return useMutation({
    mutationFn: (input: RouteParams<typeof endpoints.movimientoCaja>) =>
      apiCall(endpoints.movimientoCaja, input),
    onSuccess: invalidate,
  });
}

/** Closing answers the closed till: expected cash and the difference, from its rows. */
export function useCloseTill() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteParams<typeof endpoints.cerrarCaja>) =>
      apiCall(endpoints.cerrarCaja, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: tillKeys.all }),
  });
}
