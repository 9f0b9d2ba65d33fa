import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '@turnos/domain';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog/keys';

export function createService(input: ServiceInput) {
  return apiClient.post<Envelope<{ id_servicio: number }>>(endpoints.catalog.createService, input);
}

export function useCreateService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: catalogKeys.services });
      await qc.invalidateQueries({ queryKey: catalogKeys.publicServices });
    },
  });
}
