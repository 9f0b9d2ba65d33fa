import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { Sucursal } from './catalog.types';

export async function getSucursales(): Promise<Sucursal[]> {
  const res = await apiClient.get<Envelope<{ sucursales: Sucursal[] }>>(
    endpoints.turnos.sucursales,
  );
  return res.data.sucursales ?? [];
}

export const sucursalesQuery = queryOptions({
  queryKey: ['public', 'sucursales'],
  queryFn: getSucursales,
  staleTime: 60_000,
});

export function useSucursales() {
  return useQuery(sucursalesQuery);
}
