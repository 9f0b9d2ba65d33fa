import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { Turno } from './turno.types';

/** Every list of the client's appointments lives under this key (booking invalidates it too). */
export const turnosKey = ['private', 'turnos'] as const;

export async function getTurnosCliente(clientId: number): Promise<Turno[]> {
  const res = await apiClient.get<Envelope<{ turnos: Turno[] }>>(endpoints.turnos.delCliente, {
    ID: clientId,
  });
  return res.data.turnos ?? [];
}

/** All the client's appointments, newest first. */
export function useTurnosCliente(clientId: number) {
  return useQuery({
    queryKey: [...turnosKey, 'cliente', clientId],
    queryFn: () => getTurnosCliente(clientId),
    staleTime: 0,
  });
}
