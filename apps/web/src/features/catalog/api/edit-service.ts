import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '@turnos/domain';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog/keys';

export function editService(id: number, input: ServiceInput) {
  return apiClient.put(endpoints.catalog.editService, { id, ...input });
}

export function useEditService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceInput }) => editService(id, input),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: catalogKeys.services });
      await qc.invalidateQueries({ queryKey: catalogKeys.publicServices });
    },
  });
}
