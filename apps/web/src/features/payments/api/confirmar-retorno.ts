import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

/** The query Mercado Pago puts on the return URL (only a hint: the server asks the provider). */
export interface RetornoQuery {
  payment_id?: string;
  status?: string;
  external_reference?: string;
}

export type Resultado = 'pagada' | 'pendiente' | 'liberada' | 'cancelada' | 'impaga';

export interface RetornoPago {
  resultado: Resultado;
  estado_pago: string | null;
  turno: {
    id_turno: number;
    fecha: string;
    hora: string;
    nombre_servicio: string;
    nombre_peluquero: string;
    nombre_sucursal: string;
    monto_reserva: string;
  };
}

export async function confirmarRetorno(q: RetornoQuery): Promise<RetornoPago> {
  const res = await apiClient.post<Envelope<RetornoPago>>(endpoints.pagos.confirmarRetorno, q);
  return res.data;
}

/** Safe to repeat: the server's confirmation is idempotent. */
export function useConfirmarRetorno(q: RetornoQuery) {
  return useQuery({
    queryKey: ['private', 'retorno-pago', q],
    queryFn: () => confirmarRetorno(q),
    retry: false,
    staleTime: Infinity,
  });
}
