import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { PeluqueroDeSucursal } from './catalog.types';

export async function getPeluquerosPorSucursal(idSucursal: string) {
  const res = await apiClient.get<Envelope<{ peluqueros: PeluqueroDeSucursal[] }>>(
    endpoints.turnos.peluquerosPorSucursal,
    { id_sucursal: idSucursal },
  );
  return res.data.peluqueros ?? [];
}

/** The active professionals of a branch; idle until a branch is chosen. */
export function usePeluquerosPorSucursal(idSucursal: string) {
  return useQuery({
    queryKey: ['public', 'peluqueros-por-sucursal', idSucursal],
    queryFn: () => getPeluquerosPorSucursal(idSucursal),
    enabled: idSucursal !== '',
  });
}
