import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

/** Contract §4.6. */
export interface DatosPago {
  MP_PUBLIC_KEY?: string;
  NOMBRE_COMERCIAL?: string;
  BACK_URL_SUCCESS?: string;
  BACK_URL_FAILURE?: string;
  CVU?: string;
}

export async function getDatosPago(): Promise<DatosPago> {
  const res = await apiClient.get<Envelope<DatosPago>>(endpoints.turnos.datosPago);
  return res.data ?? {};
}

/** May fail (or not exist yet on the server): callers show a friendly note instead. */
export function useDatosPago(enabled = true) {
  return useQuery({
    queryKey: ['private', 'datos-pago'],
    queryFn: getDatosPago,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
