import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog/keys';

/** Also removes the service's appointments (seed §4). */
export function deleteService(id: number) {
  return apiClient.delete(endpoints.catalog.deleteService, { id_servicio: id });
}

export function useDeleteService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: catalogKeys.services });
      await qc.invalidateQueries({ queryKey: catalogKeys.publicServices });
    },
  });
}
