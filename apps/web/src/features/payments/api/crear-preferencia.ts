import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export interface Preferencia {
  id: string;
  init_point: string;
}

/** Contract §4.6: the server derives the amount and the rest from the appointment. */
export async function crearPreferencia(idTurno: number): Promise<Preferencia> {
  const res = await apiClient.post<Envelope<Preferencia>>(endpoints.pagos.crearPreferencia, {
    id_turno: idTurno,
  });
  return res.data;
}

export function useCrearPreferencia() {
  return useMutation({ mutationFn: crearPreferencia });
}
