import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { staffKeys } from './keys';

/** One professional-branch row (contract §4.4 get-all-peluqueros). */
export interface Peluquero {
  id_peluquero: number;
  id_peluquero_sucursal: number;
  nombre: string;
  email: string;
  nombre_sucursal: string;
  id_sucursal: number;
  funcion: string;
  celular: string;
  activo: string;
  rol_admin: boolean;
}

export const PROFESSIONALS_LOAD_ERROR = 'Hubo un error al obtener los peluqueros';

export async function getProfessionals(): Promise<Peluquero[]> {
  const res = await apiClient.get<Envelope<{ peluqueros: Peluquero[] }>>(endpoints.staff.all);
  return res.data.peluqueros ?? [];
}

export function useProfessionals() {
  return useQuery({ queryKey: staffKeys.all, queryFn: getProfessionals });
}
