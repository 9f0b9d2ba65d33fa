import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import type { RouteParams } from '@/lib/api-endpoint';
import { appointmentKeys } from './appointments';
import { creditKeys } from './credit';
import { productKeys } from './products';
import { tillKeys } from './till';

/** Charging at the counter (contract §7.3): the server computes every figure of a charge. */

export type ChargeInput = RouteParams<typeof endpoints.registrarCobro>;

/**
 * After a charge the till, the stock, the appointments (now `cobrado`) and the credit (a `saldo`
 * payment, or one given back by an annulment) are read again.
 */
function useInvalidateCounter() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: tillKeys.all }),
      qc.invalidateQueries({ queryKey: productKeys.all }),
      qc.invalidateQueries({ queryKey: appointmentKeys.all }),
      qc.invalidateQueries({ queryKey: creditKeys.all }),
    ]);
}

export function useRegisterCharge() {
  const invalidate = useInvalidateCounter();
  return useMutation({
    mutationFn: async (input: ChargeInput) =>
      (await apiCall(endpoints.registrarCobro, input)).cobro,
    onSuccess: invalidate,
  });
}

export function useAnnulCharge() {
  const invalidate = useInvalidateCounter();
  return useMutation({
    mutationFn: async (input: RouteParams<typeof endpoints.anularCobro>) =>
      (await apiCall(endpoints.anularCobro, input)).cobro,
    onSuccess: invalidate,
  });
}
