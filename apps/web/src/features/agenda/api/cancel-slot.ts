import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { agendaKeys } from './keys';

/** Cancels an appointment or frees a busy block; from the agenda it is the professional's act. */
export function cancelFromAgenda(idTurno: number) {
  return apiClient.delete(endpoints.agenda.cancel, {
    id_turno: idTurno,
    cancelado_por: 'profesional',
  });
}

export function useCancelFromAgenda() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelFromAgenda,
    onSettled: () => qc.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
