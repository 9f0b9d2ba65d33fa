import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog/keys';

/** `precio` as a dot decimal ('2500.50'): the form converts the comma before sending (seed §5). */
export function updatePrice(id: number, precio: string) {
  return apiClient.put(endpoints.catalog.updatePrice, { id_servicio: id, precio });
}

export function useUpdatePrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, precio }: { id: number; precio: string }) => updatePrice(id, precio),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: catalogKeys.services });
      await qc.invalidateQueries({ queryKey: catalogKeys.publicServices });
    },
  });
}
