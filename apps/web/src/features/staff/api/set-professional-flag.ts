import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import type { Peluquero } from './get-professionals';
import { staffKeys } from './keys';

export type ProfessionalFlag = 'activo' | 'rol_admin';

/** PUT actualizar-peluquero-activo or actualizar-rol-admin-peluquero ('1'/'0'). */
export function setProfessionalFlag(
  flag: ProfessionalFlag,
  idPeluqueroSucursal: number,
  on: boolean,
) {
  const path = flag === 'activo' ? endpoints.staff.setActive : endpoints.staff.setAdmin;
  return apiClient.put(path, {
    id_peluquero_sucursal: idPeluqueroSucursal,
    activo: on ? '1' : '0',
  });
}

/**
 * Seed §4: the switch changes only after the server saved it, so the cache is updated on
 * success (never optimistically). The admin role belongs to the person: every row of them changes.
 */
export function useSetProfessionalFlag(flag: ProfessionalFlag) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ row, on }: { row: Peluquero; on: boolean }) =>
      setProfessionalFlag(flag, row.id_peluquero_sucursal, on),
    onSuccess: (_res, { row, on }) => {
      qc.setQueryData<Peluquero[]>(staffKeys.all, (rows) =>
        rows?.map((r) => {
          if (flag === 'activo')
            return r.id_peluquero_sucursal === row.id_peluquero_sucursal
              ? { ...r, activo: on ? '1' : '0' }
              : r;
          return r.id_peluquero === row.id_peluquero ? { ...r, rol_admin: on } : r;
        }),
      );
    },
  });
}
