import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParamsOf, obtenerCobros } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall, apiDownload } from '@/lib/api-client';
import type { RouteParams } from '@/lib/api-endpoint';
import { saveFile } from '@/lib/save-file';
import { appointmentKeys } from './appointments';
import { creditKeys } from './credit';
import { productKeys } from './products';
import { tillKeys } from './till';

/** Charging at the counter (contract §7.3): the server computes every figure of a charge. */

export type ChargeInput = RouteParams<typeof endpoints.registrarCobro>;
export type ChargesFilters = ParamsOf<typeof obtenerCobros>;

export const CHARGES_LOAD_ERROR = 'No pudimos cargar los cobros.';

/** Under `tillKeys.all`: a charge or an annulment refreshes the lists with the till. */
export const chargeKeys = {
  list: (f: ChargesFilters) =>
    [
      ...tillKeys.all,
      'cobros',
      f.fecha_desde,
      f.fecha_hasta,
      f.id_sucursal ?? '',
      f.id_cliente ?? '',
    ] as const,
};

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

/** The charges of a period, newest first, annulled ones included (a professional: their own). */
export function useCharges(filters: ChargesFilters, enabled: boolean) {
  return useQuery({
    queryKey: chargeKeys.list(filters),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.obtenerCobros, filters, { signal })).cobros,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Exportar CSV of the charges (admin): the server's file, one row per line item. */
export function useExportCharges() {
  return useMutation({
    mutationFn: async (filters: ChargesFilters) =>
      saveFile(
        await apiDownload(endpoints.exportarCobros, filters),
        `cobros-${filters.fecha_desde}-a-${filters.fecha_hasta}.csv`,
      ),
  });
}
