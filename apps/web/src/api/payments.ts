import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, type Envelope } from '@/lib/api-client';

/** Deposits (contract §4.6): the payment data, Mercado Pago's preference and its return. */

export interface DatosPago {
  MP_PUBLIC_KEY?: string;
  NOMBRE_COMERCIAL?: string;
  BACK_URL_SUCCESS?: string;
  BACK_URL_FAILURE?: string;
  CVU?: string;
}

export interface Preferencia {
  id: string;
  init_point: string;
}

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

export const paymentKeys = {
  data: ['payments', 'data'] as const,
  return: (q: RetornoQuery) => ['payments', 'return', q] as const,
};

/** May fail (or not exist yet on the server): callers show a friendly note instead. */
export function useDatosPago(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.data,
    queryFn: async () => {
      const res = await apiClient.get<Envelope<DatosPago>>('turnos/v1/obtener-datos-pago');
      return res.data ?? {};
    },
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The server derives the amount and the rest from the appointment. */
export function useCrearPreferencia() {
  return useMutation({
    mutationFn: async (idTurno: number) => {
      const res = await apiClient.post<Envelope<Preferencia>>('turnos/v1/crear-preferencia-pago', {
        id_turno: idTurno,
      });
      return res.data;
    },
  });
}

/** Safe to repeat: the server's confirmation is idempotent. */
export function useConfirmarRetorno(q: RetornoQuery) {
  return useQuery({
    queryKey: paymentKeys.return(q),
    queryFn: async () => {
      const res = await apiClient.post<Envelope<RetornoPago>>(
        'turnos/v1/confirmar-retorno-pago',
        q,
      );
      return res.data;
    },
    retry: false,
    staleTime: Infinity,
  });
}
