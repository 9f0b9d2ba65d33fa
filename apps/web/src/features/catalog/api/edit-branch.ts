import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import type { BranchInput } from './create-branch';
import { catalogKeys } from '@/lib/catalog/keys';

export function editBranch(id: number, input: BranchInput) {
  return apiClient.put(endpoints.catalog.editBranch, { id, ...input });
}

export function useEditBranch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: BranchInput }) => editBranch(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogKeys.branches }),
  });
}
