import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { staffKeys } from './keys';

/** A professional's branches (contract §4.4 obtener-sucursales-peluquero). */
export interface SucursalDePeluquero {
  id_sucursal: number;
  nombre_sucursal: string;
  id_peluquero_sucursal: number;
  activo?: string;
}

export const PROFESSIONAL_INFO_ERROR = 'Error al obtener la información del peluquero';

export async function getProfessionalBranches(idPeluquero: number) {
  const res = await apiClient.get<Envelope<{ sucursales: SucursalDePeluquero[] }>>(
    endpoints.staff.branchesOf,
    { id_peluquero: idPeluquero },
  );
  return res.data.sucursales ?? [];
}

export function useProfessionalBranches(idPeluquero: number | undefined) {
  return useQuery({
    queryKey: staffKeys.branchesOf(idPeluquero ?? 0),
    queryFn: () => getProfessionalBranches(idPeluquero ?? 0),
    enabled: idPeluquero !== undefined,
  });
}
