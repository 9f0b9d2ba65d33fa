import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { AgendaSlot } from './agenda.types';
import { agendaKeys } from './keys';

export async function getAgenda(idPeluqueroSucursal: string, fecha: string): Promise<AgendaSlot[]> {
  const res = await apiClient.get<Envelope<AgendaSlot[]>>(endpoints.agenda.day, {
    id_peluquero_sucursal: idPeluqueroSucursal,
    fecha,
  });
  return res.data ?? [];
}

/** The day's slots; idle until a date is searched. Always fresh: others book meanwhile. */
export function useAgenda(idPeluqueroSucursal: string, fecha: string) {
  return useQuery({
    queryKey: agendaKeys.day(idPeluqueroSucursal, fecha),
    queryFn: () => getAgenda(idPeluqueroSucursal, fecha),
    enabled: fecha !== '',
    staleTime: 0,
  });
}
