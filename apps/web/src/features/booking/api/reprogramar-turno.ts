import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

export interface ReprogramarInput {
  idTurno: string;
  /** yyyy-MM-dd */
  fechaNueva: string;
  /** HH:MM, the new start */
  hora: string;
}

export async function reprogramarTurno(input: ReprogramarInput): Promise<void> {
  await apiClient.post(endpoints.turnos.reprogramar, {
    id_turno: input.idTurno,
    fecha_nueva: input.fechaNueva,
    hora: input.hora,
    esSobreturno: '0',
  });
}

export function useReprogramarTurno() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reprogramarTurno,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['private', 'turnos'] }),
  });
}
