import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { staffKeys } from './keys';

export interface DatosPeluquero {
  nombre: string;
  celular: string;
  funcion: string;
}

export const PROFESSIONAL_DATA_ERROR =
  'Error al obtener datos del peluquero. Por favor intente nuevamente.';

export async function getProfessionalData(idPeluqueroSucursal: number) {
  const res = await apiClient.get<Envelope<{ peluquero: DatosPeluquero }>>(endpoints.staff.data, {
    id_peluquero_sucursal: idPeluqueroSucursal,
  });
  return res.data.peluquero;
}

export function useProfessionalData(idPeluqueroSucursal: number, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.data(idPeluqueroSucursal),
    queryFn: () => getProfessionalData(idPeluqueroSucursal),
    enabled,
  });
}

export function updateProfessionalData(idPeluqueroSucursal: number, data: DatosPeluquero) {
  return apiClient.put(endpoints.staff.updateData, {
    id_peluquero_sucursal: idPeluqueroSucursal,
    ...data,
  });
}

export function useUpdateProfessionalData(idPeluqueroSucursal: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: DatosPeluquero) => updateProfessionalData(idPeluqueroSucursal, data),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: staffKeys.data(idPeluqueroSucursal) });
      await qc.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
