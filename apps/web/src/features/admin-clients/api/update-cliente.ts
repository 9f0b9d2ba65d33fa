import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import type { AdminCliente, ClienteDataField, ClienteFlag } from './cliente.types';
import { clientesKey } from './keys';

type Field = ClienteFlag | ClienteDataField;

export function updateClienteField(id: number, key: Field, value: string) {
  return apiClient.put(endpoints.adminClientes.updateField, {
    ID: id,
    key_field: key,
    value_field: value,
  });
}

/** Seed §4: a toggle or an edit shows only after the server saved it (no optimistic update). */
export function useUpdateCliente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      changes,
    }: {
      id: number;
      changes: Partial<Record<Field, string>>;
    }) => {
      // the endpoint takes one field at a time
      for (const [key, value] of Object.entries(changes) as [Field, string][]) {
        await updateClienteField(id, key, value);
      }
    },
    onSuccess: (_r, { id, changes }) =>
      qc.setQueryData<AdminCliente[]>(clientesKey, (rows) =>
        rows?.map((c) => (c.ID === id ? { ...c, ...changes } : c)),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: clientesKey }),
  });
}
