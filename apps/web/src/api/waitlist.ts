import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, obtenerListaEspera, obtenerListaEsperaCliente } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/**
 * The waitlist (contract §6.3): a client waits for a day with no fitting start; the client's
 * entries; the day's list of an agenda.
 */
export type WaitlistEntry = DataOf<typeof obtenerListaEsperaCliente>['esperas'][number];
export type DayWaitlistEntry = DataOf<typeof obtenerListaEspera>['esperas'][number];

export const waitlistKeys = {
  all: ['waitlist'] as const,
  client: (id: number) => ['waitlist', 'client', id] as const,
  day: (pb: string, fecha: string) => ['waitlist', 'day', pb, fecha] as const,
};

export interface JoinInput {
  clientId: number;
  professionalBranchId: string;
  professionalServiceId: string;
  fecha: string;
  horaDesde?: string;
  horaHasta?: string;
}

export function useJoinWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinInput) =>
      apiCall(endpoints.anotarseListaEspera, {
        id_cliente: String(input.clientId),
        id_peluquero_sucursal: input.professionalBranchId,
        id_servicio_de_peluquero_por_sucursal: input.professionalServiceId,
        fecha: input.fecha,
        hora_desde: input.horaDesde || undefined,
        hora_hasta: input.horaHasta || undefined,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}

export function useClientWaitlist(clientId: number | undefined) {
  return useQuery({
    queryKey: waitlistKeys.client(clientId ?? 0),
    queryFn: async () =>
      (await apiCall(endpoints.obtenerListaEsperaCliente, { ID: String(clientId ?? 0) })).esperas,
    enabled: clientId !== undefined,
  });
}

export function useDayWaitlist(professionalBranchId: string, fecha: string) {
  return useQuery({
    queryKey: waitlistKeys.day(professionalBranchId, fecha),
    queryFn: async () =>
      (
        await apiCall(endpoints.obtenerListaEspera, {
          id_peluquero_sucursal: professionalBranchId,
          fecha,
        })
      ).esperas,
    enabled: professionalBranchId !== '' && fecha !== '',
  });
}

export function useLeaveWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (waitlistEntryId: number) =>
      apiCall(endpoints.eliminarListaEspera, { id_espera: String(waitlistEntryId) }),
    onSettled: () => qc.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
