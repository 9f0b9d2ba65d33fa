import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { AdminCliente } from './cliente.types';
import { clientesKey } from './keys';

export async function getClientes(): Promise<AdminCliente[]> {
  const res = await apiClient.get<Envelope<{ clientes: AdminCliente[] }>>(
    endpoints.adminClientes.all,
  );
  return res.data.clientes ?? [];
}

export function useClientes() {
  return useQuery({ queryKey: clientesKey, queryFn: getClientes });
}
