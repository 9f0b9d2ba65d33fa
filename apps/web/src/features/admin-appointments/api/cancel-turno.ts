import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { adminTurnosKeys } from './keys';

/** The server records who cancelled by the caller's role (admin or profesional). */
export function cancelTurno(idTurno: number) {
  return apiClient.delete(endpoints.adminTurnos.cancel, { id_turno: idTurno });
}

export function useCancelTurno() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelTurno,
    onSettled: () => qc.invalidateQueries({ queryKey: adminTurnosKeys.all }),
  });
}
