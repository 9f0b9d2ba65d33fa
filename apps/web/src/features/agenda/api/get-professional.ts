import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { agendaKeys } from './keys';

interface Peluquero {
  nombre: string;
  funcion?: string;
}

async function getProfessional(id: string): Promise<Peluquero> {
  const res = await apiClient.get<Envelope<{ peluquero: Peluquero }>>(endpoints.agenda.staffData, {
    id_peluquero_sucursal: id,
  });
  return res.data.peluquero;
}

/** Whose agenda this is (only for the heading; the screen works without it). */
export function useProfessional(idPeluqueroSucursal: string) {
  return useQuery({
    queryKey: agendaKeys.professional(idPeluqueroSucursal),
    queryFn: () => getProfessional(idPeluqueroSucursal),
  });
}
