import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DataOf,
  ParamsOf,
  obtenerComisiones,
  obtenerReporteComisiones,
} from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import type { RouteParams } from '@/lib/api-endpoint';
import { tillKeys } from './till';

/** Commissions (contract §7.4): a professional-branch's percentages and the period's report. */

export type Commissions = DataOf<typeof obtenerComisiones>;
export type CommissionRatesInput = RouteParams<typeof endpoints.actualizarComisiones>;
export type CommissionReportFilters = ParamsOf<typeof obtenerReporteComisiones>;
export type CommissionRow = DataOf<typeof obtenerReporteComisiones>['profesionales'][number];

export const COMMISSIONS_LOAD_ERROR = 'No pudimos cargar los porcentajes de comisión.';
export const COMMISSION_REPORT_LOAD_ERROR = 'No pudimos cargar el reporte de comisiones.';

/**
 * The rates on their own; the report under `tillKeys.all`, so a charge or an annulment at the
 * counter refreshes it too.
 */
export const commissionKeys = {
  all: ['commissions'] as const,
  rates: (professionalBranchId: number) => ['commissions', 'rates', professionalBranchId] as const,
  report: (f: CommissionReportFilters) =>
    [...tillKeys.all, 'commissions', f.fecha_desde, f.fecha_hasta, f.id_sucursal ?? ''] as const,
};

export function useCommissionRates(professionalBranchId: number, enabled = true) {
  return useQuery({
    queryKey: commissionKeys.rates(professionalBranchId),
    queryFn: ({ signal }) =>
      apiCall(
        endpoints.obtenerComisiones,
        { id_peluquero_sucursal: professionalBranchId },
        { signal },
      ),
    enabled,
  });
}

/** Saves the rates; the rates and every report are read again (the report uses them). */
export function useSaveCommissionRates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CommissionRatesInput) => apiCall(endpoints.actualizarComisiones, input),
    onSuccess: (data) => {
      qc.setQueryData(commissionKeys.rates(data.id_peluquero_sucursal), data);
      return qc.invalidateQueries({ queryKey: [...tillKeys.all, 'commissions'] });
    },
  });
}

/** The report of a period (`enabled` false while the filters are incomplete). */
export function useCommissionReport(filters: CommissionReportFilters, enabled: boolean) {
  return useQuery({
    queryKey: commissionKeys.report(filters),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.obtenerReporteComisiones, filters, { signal })).profesionales,
    enabled,
    placeholderData: keepPreviousData,
  });
}
