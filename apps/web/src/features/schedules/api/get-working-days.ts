import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { scheduleKeys } from './keys';

/** Seed §3 "Working day", one per weekday: 0 = Monday … 6 = Sunday. */
export interface DiaLaborable {
  id_dia_laborable: number | null;
  id_peluquero_sucursal: number;
  dia_semana: number;
  activo: string;
  hora_inicio1: string;
  hora_fin1: string;
  segundo_turno: string;
  hora_inicio2: string;
  hora_fin2: string;
}

export async function getWorkingDays(idPeluqueroSucursal: number) {
  const res = await apiClient.get<Envelope<{ diasLaborables: DiaLaborable[] }>>(
    endpoints.staff.workingDays,
    { id_peluquero_sucursal: idPeluqueroSucursal },
  );
  return res.data.diasLaborables ?? [];
}

export function useWorkingDays(idPeluqueroSucursal: number, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.workingDays(idPeluqueroSucursal),
    queryFn: () => getWorkingDays(idPeluqueroSucursal),
    enabled,
  });
}
