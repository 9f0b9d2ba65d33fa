import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { agendaKeys } from './keys';

export interface SlotRef {
  idPeluqueroSucursal: string;
  fecha: string;
  hora: string;
}

/** A busy block of tiempo_turno minutes with the busy service (the server builds it). */
export function markBusy({ idPeluqueroSucursal, fecha, hora }: SlotRef) {
  return apiClient.post(endpoints.agenda.markBusy, {
    id_peluquero_sucursal: idPeluqueroSucursal,
    fecha,
    hora,
  });
}

export function useMarkBusy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markBusy,
    onSettled: () => qc.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
