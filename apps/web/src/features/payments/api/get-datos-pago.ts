import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

/** Contract §4.6 `obtener-datos-pago`. */
export interface DatosPago {
  MP_PUBLIC_KEY?: string;
  NOMBRE_COMERCIAL?: string;
  BACK_URL_SUCCESS?: string;
  BACK_URL_FAILURE?: string;
  CVU?: string;
}

export async function getDatosPago(): Promise<DatosPago> {
  const res = await apiClient.get<Envelope<DatosPago>>(endpoints.pagos.datos);
  return res.data ?? {};
}

/** Same cache entry as the booking feature's reader of the same endpoint. */
export function useDatosPago() {
  return useQuery({
    queryKey: ['private', 'datos-pago'],
    queryFn: getDatosPago,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
