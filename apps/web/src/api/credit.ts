import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, obtenerSaldoCliente } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/**
 * A client's credit, "saldo a favor" (contract §7.5): what is available now, when the next part
 * of it expires, and every movement. Read fresh whenever shown: a cancel, a charge or a booking
 * elsewhere may have moved it.
 */

export type ClientCredit = DataOf<typeof obtenerSaldoCliente>;
export type CreditMovement = ClientCredit['movimientos'][number];

export const creditKeys = {
  all: ['credit'] as const,
  one: (id: number) => ['credit', id] as const,
};

export function useClientCredit(id: number | null) {
  return useQuery({
    queryKey: creditKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiCall(endpoints.obtenerSaldoCliente, { ID: id ?? 0 }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** An admin adds (monto > 0) or takes (monto < 0) credit, with the reason. */
export function useAdjustCredit(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { monto: string; motivo: string }) =>
      apiCall(endpoints.ajustarSaldoCliente, { ID: id, ...input }),
    onSettled: () => qc.invalidateQueries({ queryKey: creditKeys.one(id) }),
  });
}
