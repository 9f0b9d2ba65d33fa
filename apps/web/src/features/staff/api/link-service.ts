import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './keys';

export function linkService(idPeluqueroSucursal: number, idServicio: number) {
  return apiClient.post(endpoints.staff.addService, {
    id_peluquero_sucursal: idPeluqueroSucursal,
    id_servicio: idServicio,
  });
}

export function useLinkService(idPeluqueroSucursal: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idServicio: number) => linkService(idPeluqueroSucursal, idServicio),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.services(idPeluqueroSucursal) }),
  });
}
