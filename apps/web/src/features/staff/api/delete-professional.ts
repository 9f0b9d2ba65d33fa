import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './keys';

/** Removes one professional-branch link and its appointments. */
export function deleteProfessional(idPeluqueroSucursal: number) {
  return apiClient.delete(endpoints.staff.remove, { id_peluquero_sucursal: idPeluqueroSucursal });
}

export function useDeleteProfessional() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProfessional,
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
