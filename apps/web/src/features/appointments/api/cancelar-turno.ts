import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { turnosKey } from './get-turnos-cliente';

export async function cancelarTurno(idTurno: number): Promise<void> {
  await apiClient.delete(endpoints.turnos.cancelar, {
    id_turno: idTurno,
    cancelado_por: 'cliente',
  });
}

export function useCancelarTurno() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelarTurno,
    onSettled: () => qc.invalidateQueries({ queryKey: turnosKey }),
  });
}
