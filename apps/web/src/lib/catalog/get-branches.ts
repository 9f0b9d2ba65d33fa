import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { catalogKeys } from './keys';

/** Contract §4.2. */
export interface Sucursal {
  id: number;
  nombre: string;
  direccion: string;
}

export const BRANCHES_LOAD_ERROR = 'Ocurrió un error al obtener las sucursales.';

export async function getBranches(): Promise<Sucursal[]> {
  const res = await apiClient.get<Envelope<{ sucursales: Sucursal[] }>>(endpoints.catalog.branches);
  return res.data.sucursales ?? [];
}

export const branchesQuery = queryOptions({ queryKey: catalogKeys.branches, queryFn: getBranches });

export function useBranches() {
  return useQuery(branchesQuery);
}
