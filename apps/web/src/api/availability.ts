import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/** Free start times of a service (contract §4.5 obtener-horarios-disponibles). */

export interface HorariosParams {
  professionalBranchId: string;
  idServicioPeluquero: string;
  /** yyyy-MM-dd in the studio's zone */
  fecha: string;
  /** Rescheduling: the appointment's own units count as free. */
  idTurno?: string;
  /**
   * Contract §6.2: the starts of a whole visit instead (2–4 services back to back at one
   * branch, in order); the two ids above then name its first service.
   */
  visita?: { idSucursal: string; servicios: string[]; idVisita?: string };
}

export const availabilityKeys = {
  all: ['availability'] as const,
  slots: (params: HorariosParams | null) => ['availability', params] as const,
};

/** The free starts of one day (a visit's when `params.visita`), cancellable with `signal`. */
export async function fetchHorarios(
  params: HorariosParams,
  signal?: AbortSignal,
): Promise<string[]> {
  if (params.visita) {
    const visit = await apiCall(
      endpoints.obtenerHorariosVisita,
      {
        id_sucursal: params.visita.idSucursal,
        servicios: params.visita.servicios.join(','),
        fecha: params.fecha,
        id_visita: params.visita.idVisita,
      },
      { signal },
    );
    return visit.horarios ?? [];
  }
  const data = await apiCall(
    endpoints.obtenerHorariosDisponibles,
    {
      id_peluquero_sucursal: params.professionalBranchId,
      id_servicio_de_peluquero_por_sucursal: params.idServicioPeluquero,
      fecha: params.fecha,
      id_turno: params.idTurno,
    },
    { signal },
  );
  return data.horarios ?? [];
}

/** Idle until a search is made (`params` null). Never served from cache. */
export function useAvailableSlots(params: HorariosParams | null) {
  return useQuery({
    queryKey: availabilityKeys.slots(params),
    queryFn: ({ signal }) => (params ? fetchHorarios(params, signal) : Promise.resolve([])),
    enabled: params !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
