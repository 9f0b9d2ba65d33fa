import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { scheduleKeys } from './keys';

export interface DiaNoLaborable {
  id_dia_no_laborable: number;
  id_peluquero_sucursal: number;
  /** yyyy-MM-dd */
  fecha: string;
  razon: string;
}

export async function getNonWorkingDays(id: number) {
  const res = await apiClient.get<Envelope<{ diasNoLaborables: DiaNoLaborable[] }>>(
    endpoints.staff.nonWorkingDays,
    { id_peluquero_sucursal: id },
  );
  // newest first (seed §2), whatever order the server used
  return [...(res.data.diasNoLaborables ?? [])].sort((a, b) => b.fecha.localeCompare(a.fecha));
}

export function useNonWorkingDays(id: number, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.nonWorkingDays(id),
    queryFn: () => getNonWorkingDays(id),
    enabled,
  });
}

export function useAddNonWorkingDay(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (day: { fecha: string; razon: string }) =>
      apiClient.post(endpoints.staff.addNonWorkingDay, { id_peluquero_sucursal: id, ...day }),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.nonWorkingDays(id) }),
  });
}

export function useRemoveNonWorkingDay(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idDia: number) =>
      apiClient.delete(endpoints.staff.removeNonWorkingDay, {
        id_dia_no_laborable: idDia,
        id_peluquero_sucursal: id,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.nonWorkingDays(id) }),
  });
}
