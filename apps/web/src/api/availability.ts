import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/** Free start times of a service (contract §4.5 obtener-horarios-disponibles). */

export interface AvailabilityParams {
  professionalBranchId: string;
  professionalServiceId: string;
  /** yyyy-MM-dd in the studio's zone */
  fecha: string;
  /** Rescheduling: the appointment's own units count as free. */
  appointmentId?: string;
  /**
   * Contract §6.2: the starts of a whole visit instead (2–4 services back to back at one
   * branch, in order); the two ids above then name its first service.
   */
  visita?: { branchId: string; servicios: string[]; visitId?: string };
}

export const availabilityKeys = {
  all: ['availability'] as const,
  slots: (params: AvailabilityParams | null) => ['availability', params] as const,
};

/** The free starts of one day (a visit's when `params.visita`), cancellable with `signal`. */
export async function fetchAvailability(
  params: AvailabilityParams,
  signal?: AbortSignal,
): Promise<string[]> {
  if (params.visita) {
    const visit = await apiCall(
      endpoints.obtenerHorariosVisita,
      {
        id_sucursal: params.visita.branchId,
        servicios: params.visita.servicios.join(','),
        fecha: params.fecha,
        id_visita: params.visita.visitId,
      },
      { signal },
    );
    return visit.horarios ?? [];
  }
  const data = await apiCall(
    endpoints.obtenerHorariosDisponibles,
    {
      id_peluquero_sucursal: params.professionalBranchId,
      id_servicio_de_peluquero_por_sucursal: params.professionalServiceId,
      fecha: params.fecha,
      id_turno: params.appointmentId,
    },
    { signal },
  );
  return data.horarios ?? [];
}

/** Idle until a search is made (`params` null). Never served from cache. */
export function useAvailableSlots(params: AvailabilityParams | null) {
  return useQuery({
    queryKey: availabilityKeys.slots(params),
    queryFn: ({ signal }) => (params ? fetchAvailability(params, signal) : Promise.resolve([])),
    enabled: params !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
