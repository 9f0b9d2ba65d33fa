import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export interface HorariosParams {
  idPeluqueroSucursal: string;
  idServicioPeluquero: string;
  /** yyyy-MM-dd in the studio's zone */
  fecha: string;
  /** Rescheduling: the appointment's own units count as free. */
  idTurno?: string;
}

export async function getHorariosDisponibles(p: HorariosParams): Promise<string[]> {
  const res = await apiClient.get<Envelope<{ horarios: string[] }>>(
    endpoints.turnos.horariosDisponibles,
    {
      id_peluquero_sucursal: p.idPeluqueroSucursal,
      id_servicio_de_peluquero_por_sucursal: p.idServicioPeluquero,
      fecha: p.fecha,
      id_turno: p.idTurno,
    },
  );
  return res.data.horarios ?? [];
}

/** Free start times; idle until a search is made (`params` null). Never served from cache. */
export function useHorariosDisponibles(params: HorariosParams | null) {
  return useQuery({
    queryKey: ['public', 'horarios-disponibles', params],
    queryFn: () => (params ? getHorariosDisponibles(params) : Promise.resolve([])),
    enabled: params !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
