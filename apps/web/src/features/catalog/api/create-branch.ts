import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { branchSchema } from '@turnos/domain';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog/keys';

export type BranchInput = z.output<typeof branchSchema>;

export function createBranch(input: BranchInput) {
  return apiClient.post<Envelope<{ status: string; id: number }>>(
    endpoints.catalog.createBranch,
    input,
  );
}

export function useCreateBranch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogKeys.branches }),
  });
}
