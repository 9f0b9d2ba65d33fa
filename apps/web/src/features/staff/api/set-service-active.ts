import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import type { ServicioPeluquero } from './linked-services';
import { staffKeys } from './keys';

export function setLinkedServiceActive(idPeluqueroSucursal: number, linkId: number, on: boolean) {
  return apiClient.put(endpoints.staff.setServiceActive, {
    id_servicio_de_peluquero_por_sucursal: linkId,
    activo: on ? '1' : '0',
    id_peluquero_sucursal: idPeluqueroSucursal,
  });
}

/** The switch moves only once the server saved it (seed §4). */
export function useSetLinkedServiceActive(idPeluqueroSucursal: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, on }: { linkId: number; on: boolean }) =>
      setLinkedServiceActive(idPeluqueroSucursal, linkId, on),
    onSuccess: (_r, { linkId, on }) =>
      qc.setQueryData<ServicioPeluquero[]>(staffKeys.services(idPeluqueroSucursal), (rows) =>
        rows?.map((s) =>
          s.id_servicio_de_peluquero_por_sucursal === linkId ? { ...s, activo: on ? '1' : '0' } : s,
        ),
      ),
  });
}
