import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { turnosKey } from './get-turnos-cliente';
import type { Turno } from './turno.types';

export interface TurnosActivos {
  turnos: Turno[];
  cantidad: number;
}

export async function getTurnosActivos(clientId: number): Promise<TurnosActivos> {
  const res = await apiClient.get<Envelope<TurnosActivos>>(endpoints.turnos.activosCliente, {
    ID: clientId,
  });
  return res.data;
}

/** Upcoming, not cancelled appointments and their count (the server's studio 'today'). */
export function useTurnosActivos(clientId: number) {
  return useQuery({
    queryKey: [...turnosKey, 'activos', clientId],
    queryFn: () => getTurnosActivos(clientId),
    staleTime: 0,
  });
}
