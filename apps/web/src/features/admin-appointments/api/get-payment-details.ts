import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { PaymentDetails } from './staff-turno.types';
import { adminTurnosKeys } from './keys';

export async function getPaymentDetails(idTurno: number): Promise<PaymentDetails> {
  const res = await apiClient.get<Envelope<PaymentDetails>>(endpoints.adminTurnos.paymentInfo, {
    id_turno: idTurno,
  });
  return res.data;
}

/** The provider's record of a deposit and who approved it; idle until a dialog asks. */
export function usePaymentDetails(idTurno: number | null) {
  return useQuery({
    queryKey: adminTurnosKeys.payment(idTurno ?? 0),
    queryFn: () => getPaymentDetails(idTurno ?? 0),
    enabled: idTurno !== null,
    staleTime: 0,
  });
}
