import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export interface Cliente {
  ID: number | string;
  nombre: string;
  celular: string;
  user_email: string;
  user_status?: string;
  user_is_blocked?: string;
}

/** Fields a client may change on their own (contract §4.1). */
export type OwnClientField = 'nombre' | 'celular';

const clientKey = (id: number) => ['private', 'cliente', id] as const;

export async function getCliente(id: number): Promise<Cliente> {
  const res = await apiClient.get<Envelope<{ cliente: Cliente }>>(endpoints.clientes.get, {
    ID: id,
  });
  return res.data.cliente;
}

export async function updateClienteField(id: number, key: OwnClientField, value: string) {
  await apiClient.put(endpoints.clientes.updateField, {
    ID: id,
    key_field: key,
    value_field: value,
  });
}

export function useCliente(id: number, enabled: boolean) {
  return useQuery({ queryKey: clientKey(id), queryFn: () => getCliente(id), enabled });
}

/** One PUT per changed field (the endpoint takes one key at a time). */
export function useUpdateCliente(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<Record<OwnClientField, string>>) => {
      for (const [key, value] of Object.entries(changes) as [OwnClientField, string][]) {
        await updateClienteField(id, key, value);
      }
    },
    onSettled: () => qc.invalidateQueries({ queryKey: clientKey(id) }),
  });
}
