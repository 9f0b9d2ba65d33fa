import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { AgendaServicio } from './agenda.types';
import { agendaKeys } from './keys';

/** Service id 1 is the internal busy placeholder (seed §1). */
const BUSY_SERVICE_ID = 1;

async function getActiveServices(id: string): Promise<AgendaServicio[]> {
  const res = await apiClient.get<Envelope<{ serviciosPeluquero: AgendaServicio[] }>>(
    endpoints.agenda.services,
    { id_peluquero_sucursal: id },
  );
  return (res.data.serviciosPeluquero ?? []).filter(
    (s) => Number(s.id_servicio) !== BUSY_SERVICE_ID && String(s.activo) === '1',
  );
}

/** The professional's active services at this branch (seed §5, assign dialog). */
export function useActiveServices(idPeluqueroSucursal: string, enabled: boolean) {
  return useQuery({
    queryKey: agendaKeys.services(idPeluqueroSucursal),
    queryFn: () => getActiveServices(idPeluqueroSucursal),
    enabled,
  });
}
