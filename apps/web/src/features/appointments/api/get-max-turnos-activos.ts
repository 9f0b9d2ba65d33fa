import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

/** 0 = no limit. */
export async function getMaxTurnosActivos(): Promise<number> {
  const res = await apiClient.get<Envelope<number | string>>(endpoints.turnos.maxActivos);
  return Number(res.data) || 0;
}

export function useMaxTurnosActivos() {
  return useQuery({ queryKey: ['public', 'max-turnos-activos'], queryFn: getMaxTurnosActivos });
}
