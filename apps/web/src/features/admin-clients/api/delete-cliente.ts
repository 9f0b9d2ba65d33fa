import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import type { AdminCliente } from './cliente.types';
import { clientesKey } from './keys';

/** Removes the client, their data and every appointment of theirs. */
export function deleteCliente(id: number) {
  return apiClient.delete(endpoints.adminClientes.remove, { ID: id });
}

export function useDeleteCliente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCliente,
    onSuccess: (_r, id) =>
      qc.setQueryData<AdminCliente[]>(clientesKey, (rows) => rows?.filter((c) => c.ID !== id)),
    onSettled: () => qc.invalidateQueries({ queryKey: clientesKey }),
  });
}
