import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sucursal } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import type { branchSchema } from '@turnos/domain';
import { apiCall } from '@/lib/api-client';

/** Branches (contract §4.2): the catalog's admin screens and the booking wizard read one list. */

export type Branch = z.output<typeof sucursal>;
export type BranchInput = z.output<typeof branchSchema>;

export const BRANCHES_LOAD_ERROR = 'Ocurrió un error al obtener las sucursales.';

export const branchKeys = {
  all: ['catalog', 'sucursales'] as const,
};

export async function getBranches(): Promise<Branch[]> {
  const data = await apiCall(endpoints.getAllSucursales);
  return data.sucursales ?? [];
}

export const branchesQuery = queryOptions({
  queryKey: branchKeys.all,
  queryFn: getBranches,
  staleTime: 60_000,
});

export function useBranches() {
  return useQuery(branchesQuery);
}

function useInvalidateBranches() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: branchKeys.all });
}

export function useCreateBranch() {
  const invalidate = useInvalidateBranches();
  return useMutation({
    mutationFn: (input: BranchInput) => apiCall(endpoints.crearSucursal, input),
    onSuccess: invalidate,
  });
}

export function useEditBranch() {
  const invalidate = useInvalidateBranches();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: BranchInput }) =>
      apiCall(endpoints.editarSucursal, { id, ...input }),
    onSuccess: invalidate,
  });
}

/** Also removes the branch's staff links and their appointments (contract §4.2). */
export function useDeleteBranch() {
  const invalidate = useInvalidateBranches();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.eliminarSucursal, { id }),
    onSuccess: invalidate,
  });
}
