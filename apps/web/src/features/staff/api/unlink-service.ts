import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './keys';

/** Also deletes that link's booked appointments (seed §4). */
export function unlinkService(idPeluqueroSucursal: number, linkId: number) {
  return apiClient.delete(endpoints.staff.removeService, {
    id_servicio_de_peluquero_por_sucursal: linkId,
    id_peluquero_sucursal: idPeluqueroSucursal,
  });
}

export function useUnlinkService(idPeluqueroSucursal: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => unlinkService(idPeluqueroSucursal, linkId),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.services(idPeluqueroSucursal) }),
  });
}
