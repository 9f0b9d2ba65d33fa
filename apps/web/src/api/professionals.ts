import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { datosPeluquero, peluquero, sucursalDePeluquero } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/** Professionals and their branch links (contract §4.4). */

/** One professional-branch row (get-all-peluqueros). */
export type Professional = z.output<typeof peluquero>;
/** A professional's branches (obtener-sucursales-peluquero). */
export type ProfessionalBranch = z.output<typeof sucursalDePeluquero>;
/** One professional-branch's own data (obtener-datos-peluquero). */
export type ProfessionalDetails = z.output<typeof datosPeluquero>;

export interface NewProfessional {
  nombre: string;
  email: string;
  /** country + area + number, 54 → 549 (composePhone) */
  celular: string;
  password: string;
  sucursal_id: number;
  funcion: string;
}

export type ProfessionalFlag = 'activo' | 'rol_admin';

export const PROFESSIONALS_LOAD_ERROR = 'Hubo un error al obtener los peluqueros';
export const PROFESSIONAL_INFO_ERROR = 'Error al obtener la información del peluquero';
export const PROFESSIONAL_DATA_ERROR =
  'Error al obtener datos del peluquero. Por favor intente nuevamente.';

type Id = number | string;

export const professionalKeys = {
  all: ['professionals'] as const,
  list: ['professionals', 'list'] as const,
  branchesOf: (professionalId: Id) =>
    ['professionals', 'branches-of', Number(professionalId)] as const,
  data: (professionalBranchId: Id) =>
    ['professionals', 'data', Number(professionalBranchId)] as const,
  ofBranch: (branchId: Id) => ['professionals', 'of-branch', String(branchId)] as const,
};

const flag01 = (on: boolean): '0' | '1' => (on ? '1' : '0');

export const professionalsQuery = queryOptions({
  queryKey: professionalKeys.list,
  queryFn: async () => {
    const data = await apiCall(endpoints.getAllPeluqueros);
    return data.peluqueros ?? [];
  },
});

export function useProfessionals() {
  return useQuery(professionalsQuery);
}

export const professionalBranchesQuery = (professionalId: Id) =>
  queryOptions({
    queryKey: professionalKeys.branchesOf(professionalId),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerSucursalesPeluquero, {
        id_peluquero: professionalId,
      });
      return data.sucursales ?? [];
    },
  });

export function useProfessionalBranches(professionalId: number | undefined) {
  return useQuery({
    ...professionalBranchesQuery(professionalId ?? 0),
    enabled: professionalId !== undefined,
  });
}

export const professionalDataQuery = (professionalBranchId: Id) =>
  queryOptions({
    queryKey: professionalKeys.data(professionalBranchId),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerDatosPeluquero, {
        id_peluquero_sucursal: professionalBranchId,
      });
      return data.peluquero;
    },
  });

export function useProfessionalData(professionalBranchId: Id, enabled = true) {
  return useQuery({ ...professionalDataQuery(professionalBranchId), enabled });
}

/** The active professionals of a branch (public). */
export const professionalsOfBranchQuery = (branchId: Id) =>
  queryOptions({
    queryKey: professionalKeys.ofBranch(branchId),
    queryFn: async () => {
      const data = await apiCall(endpoints.getPeluquerosPorSucursal, { id_sucursal: branchId });
      return data.peluqueros ?? [];
    },
  });

/** The active professionals of a branch; idle until a branch is chosen. */
export function useProfessionalsOfBranch(branchId: string) {
  return useQuery({ ...professionalsOfBranchQuery(branchId), enabled: branchId !== '' });
}

function useInvalidateProfessionals() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: professionalKeys.all });
}

export function useUpdateProfessionalData(professionalBranchId: number) {
  const invalidate = useInvalidateProfessionals();
  return useMutation({
    mutationFn: (data: ProfessionalDetails) =>
      apiCall(endpoints.actualizarDatosPeluquero, {
        id_peluquero_sucursal: professionalBranchId,
        ...data,
      }),
    onSuccess: invalidate,
  });
}

export function useCreateProfessional() {
  const invalidate = useInvalidateProfessionals();
  return useMutation({
    mutationFn: (input: NewProfessional) => apiCall(endpoints.crearPeluquero, input),
    onSuccess: invalidate,
  });
}

/** Removes one professional-branch link and its appointments. */
export function useDeleteProfessional() {
  const invalidate = useInvalidateProfessionals();
  return useMutation({
    mutationFn: (professionalBranchId: number) =>
      apiCall(endpoints.eliminarPeluquero, { id_peluquero_sucursal: professionalBranchId }),
    onSuccess: invalidate,
  });
}

/**
 * Seed §4: the switch changes only after the server saved it, so the cache is updated on
 * success (never optimistically). The admin role belongs to the person: every row of them changes.
 */
export function useSetProfessionalFlag(flag: ProfessionalFlag) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ row, on }: { row: Professional; on: boolean }) => {
      const params = { id_peluquero_sucursal: row.id_peluquero_sucursal, activo: flag01(on) };
      if (flag === 'activo') await apiCall(endpoints.actualizarPeluqueroActivo, params);
      else await apiCall(endpoints.actualizarRolAdminPeluquero, params);
    },
    onSuccess: (_res, { row, on }) => {
      qc.setQueryData<Professional[]>(professionalKeys.list, (rows) =>
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
