import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog/keys';

/** Also removes the branch's staff links and their appointments (contract §4.2). */
export function deleteBranch(id: number) {
  return apiClient.delete(endpoints.catalog.deleteBranch, { id });
}

export function useDeleteBranch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogKeys.branches }),
  });
}
