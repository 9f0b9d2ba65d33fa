import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf, ParamsOf, exportarTurnos, obtenerReporte } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { appointmentKeys } from './appointments';

/** Reports and CSV exports (contract §6.6). */

export type Reporte = DataOf<typeof obtenerReporte>;
export type ResumenReporte = Reporte['resumen'];
export type ReportFilters = ParamsOf<typeof obtenerReporte>;

/** Under `appointmentKeys.all`: any booking, cancellation or attendance refreshes the figures. */
export const reportKeys = {
  one: (f: ReportFilters) =>
    [
      ...appointmentKeys.all,
      'report',
      f.fecha_desde,
      f.fecha_hasta,
      f.id_sucursal ?? '',
      f.id_peluquero_sucursal ?? '',
    ] as const,
};

/** The figures of a period (`enabled` false to wait for the filters). */
export function useReport(filters: ReportFilters, enabled = true) {
  return useQuery({
    queryKey: reportKeys.one(filters),
    queryFn: ({ signal }) => apiCall(endpoints.obtenerReporte, filters, { signal }),
    enabled,
  });
}

/** Descargar CSV of the appointments with the given filters. */
export function useExportAppointments() {
  return useMutation({
    mutationFn: async (filters: ParamsOf<typeof exportarTurnos>) =>
      saveFile(
        await apiDownload(endpoints.exportarTurnos, filters),
        `turnos-${filters.fecha_desde}-a-${filters.fecha_hasta}.csv`,
      ),
  });
}

/** Descargar CSV of the clients (those matching `buscar` when given). */
export function useExportClients() {
  return useMutation({
    mutationFn: async (buscar?: string) =>
      saveFile(
        await apiDownload(endpoints.exportarClientes, buscar ? { buscar } : {}),
        'clientes.csv',
      ),
  });
}
