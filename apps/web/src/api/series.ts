import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf, ParamsOf, reservarSerie } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { appointmentKeys } from './appointments';

/** Recurring appointments, booked by staff (contract §7.7, ADR 0102). */

export type SeriesInput = ParamsOf<typeof reservarSerie>;
export type SeriesBookingResult = DataOf<typeof reservarSerie>;

/** POST reservar-serie: every occurrence that fits is booked; the rest come back with the reason. */
export function useReserveSeries() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesInput) => apiCall(endpoints.reservarSerie, input),
    onSettled: () => qc.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** DELETE cancelar-serie: the series' active appointments from `desde` on. */
export function useCancelSeries() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { seriesId: number; desde: string }) =>
      apiCall(endpoints.cancelarSerie, { id_serie: input.seriesId, desde: input.desde }),
    onSettled: () => qc.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
