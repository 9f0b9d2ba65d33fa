import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from './api-client';

export const DEFAULT_SITE_NAME = 'Turnos';

/** GET obtener-opcion?opcion=turnos_nombre_sitio (public, contract §4.8). */
export async function getSiteName(): Promise<string> {
  const res = await apiClient.get<Envelope<unknown>>(endpoints.site.option, {
    opcion: 'turnos_nombre_sitio',
  });
  const value =
    typeof res.data === 'object' && res.data !== null && 'valor' in res.data
      ? res.data.valor
      : res.data;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_SITE_NAME;
}

export function useSiteName(): string {
  const { data } = useQuery({
    queryKey: ['public', 'site-name'],
    queryFn: getSiteName,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? DEFAULT_SITE_NAME;
}
