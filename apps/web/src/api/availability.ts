import { useQuery } from '@tanstack/react-query';
import { apiClient, type Envelope } from '@/lib/api-client';

/** Free start times of a service (contract §4.5 obtener-horarios-disponibles). */

export interface HorariosParams {
  idPeluqueroSucursal: string;
  idServicioPeluquero: string;
  /** yyyy-MM-dd in the studio's zone */
  fecha: string;
  /** Rescheduling: the appointment's own units count as free. */
  idTurno?: string;
}

export const availabilityKeys = {
  all: ['availability'] as const,
  slots: (params: HorariosParams | null) => ['availability', params] as const,
};

/** Idle until a search is made (`params` null). Never served from cache. */
export function useHorariosDisponibles(params: HorariosParams | null) {
  return useQuery({
    queryKey: availabilityKeys.slots(params),
    queryFn: async () => {
      if (!params) return [];
      const res = await apiClient.get<Envelope<{ horarios: string[] }>>(
        'turnos/v1/obtener-horarios-disponibles',
        {
          id_peluquero_sucursal: params.idPeluqueroSucursal,
          id_servicio_de_peluquero_por_sucursal: params.idServicioPeluquero,
          fecha: params.fecha,
          id_turno: params.idTurno,
        },
      );
      return res.data.horarios ?? [];
    },
    enabled: params !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
