import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf, confirmarRetornoPago, crearPreferenciaPago } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/** Deposits (contract §4.6): the payment data, Mercado Pago's preference and its return. */

export type Preferencia = DataOf<typeof crearPreferenciaPago>;
export type PaymentReturn = DataOf<typeof confirmarRetornoPago>;

/**
 * The query Mercado Pago puts on the return URL (only a hint: the server asks the provider); sent
 * as is to confirmar-retorno-pago.
 */
export type PaymentReturnQuery = {
  payment_id?: string;
  status?: string;
  external_reference?: string;
};

export const paymentKeys = {
  data: ['payments', 'data'] as const,
  return: (q: PaymentReturnQuery) => ['payments', 'return', q] as const,
};

/** May fail (or not exist yet on the server): callers show a friendly note instead. */
export function usePaymentInfo(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.data,
    queryFn: () => apiCall(endpoints.obtenerDatosPago),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * The server derives the amount and the rest from the appointment, or from the whole visit
 * (contract §6.2: one checkout for its total deposit).
 */
export function useCreatePaymentPreference() {
  return useMutation({
    mutationFn: (target: { appointmentId: number; visitId?: number | null }) =>
      apiCall(
        endpoints.crearPreferenciaPago,
        target.visitId ? { id_visita: target.visitId } : { id_turno: target.appointmentId },
      ),
  });
}

/** Safe to repeat: the server's confirmation is idempotent. */
export function useConfirmPaymentReturn(q: PaymentReturnQuery) {
  return useQuery({
    queryKey: paymentKeys.return(q),
    queryFn: () => apiCall(endpoints.confirmarRetornoPago, q),
    retry: false,
    staleTime: Infinity,
  });
}
