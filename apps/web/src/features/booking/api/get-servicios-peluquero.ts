import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { ServicioDePeluquero } from './catalog.types';

/** Service id 1 is the internal busy placeholder (seed §1): never offered. */
const BUSY_SERVICE_ID = 1;

export async function getServiciosPeluquero(idPeluqueroSucursal: string) {
  const res = await apiClient.get<Envelope<{ serviciosPeluquero: ServicioDePeluquero[] }>>(
    endpoints.turnos.serviciosPeluquero,
    { id_peluquero_sucursal: idPeluqueroSucursal },
  );
  return (res.data.serviciosPeluquero ?? []).filter(
    (s) => Number(s.id_servicio) !== BUSY_SERVICE_ID && String(s.activo) !== '0',
  );
}

/** The active services a professional offers at a branch; idle until one is chosen. */
export function useServiciosPeluquero(idPeluqueroSucursal: string) {
  return useQuery({
    queryKey: ['public', 'servicios-peluquero', idPeluqueroSucursal],
    queryFn: () => getServiciosPeluquero(idPeluqueroSucursal),
    enabled: idPeluqueroSucursal !== '',
  });
}
