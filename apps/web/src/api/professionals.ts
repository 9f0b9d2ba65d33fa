import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Envelope } from '@/lib/api-client';

/** Professionals and their branch links (contract §4.4). */

/** One professional-branch row (get-all-peluqueros). */
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

/** A professional's branches (obtener-sucursales-peluquero). */
export interface SucursalDePeluquero {
  id_sucursal: number;
  nombre_sucursal: string;
  id_peluquero_sucursal: number;
  activo?: string;
}

/** One professional-branch's own data (obtener-datos-peluquero). */
export interface DatosPeluquero {
  nombre: string;
  celular: string;
  funcion: string;
}

/** An active professional of a branch, as the booking wizard lists them. */
export interface PeluqueroDeSucursal {
  id_peluquero_sucursal: number | string;
  nombre: string;
  funcion: string;
}

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
  branchesOf: (idPeluquero: Id) => ['professionals', 'branches-of', Number(idPeluquero)] as const,
  data: (idPeluqueroSucursal: Id) =>
    ['professionals', 'data', Number(idPeluqueroSucursal)] as const,
  ofBranch: (idSucursal: Id) => ['professionals', 'of-branch', String(idSucursal)] as const,
};

export const professionalsQuery = queryOptions({
  queryKey: professionalKeys.list,
  queryFn: async () => {
    const res = await apiClient.get<Envelope<{ peluqueros: Peluquero[] }>>(
      'turnos/v1/get-all-peluqueros',
    );
    return res.data.peluqueros ?? [];
  },
});

export function useProfessionals() {
  return useQuery(professionalsQuery);
}

export const professionalBranchesQuery = (idPeluquero: Id) =>
  queryOptions({
    queryKey: professionalKeys.branchesOf(idPeluquero),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<{ sucursales: SucursalDePeluquero[] }>>(
        'turnos/v1/obtener-sucursales-peluquero',
        { id_peluquero: idPeluquero },
      );
      return res.data.sucursales ?? [];
    },
  });

export function useProfessionalBranches(idPeluquero: number | undefined) {
  return useQuery({
    ...professionalBranchesQuery(idPeluquero ?? 0),
    enabled: idPeluquero !== undefined,
  });
}

export const professionalDataQuery = (idPeluqueroSucursal: Id) =>
  queryOptions({
    queryKey: professionalKeys.data(idPeluqueroSucursal),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<{ peluquero: DatosPeluquero }>>(
        'turnos/v1/obtener-datos-peluquero',
        { id_peluquero_sucursal: idPeluqueroSucursal },
      );
      return res.data.peluquero;
    },
  });

export function useProfessionalData(idPeluqueroSucursal: Id, enabled = true) {
  return useQuery({ ...professionalDataQuery(idPeluqueroSucursal), enabled });
}

/** The active professionals of a branch; idle until a branch is chosen. */
export function useProfessionalsOfBranch(idSucursal: string) {
  return useQuery({
    queryKey: professionalKeys.ofBranch(idSucursal),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<{ peluqueros: PeluqueroDeSucursal[] }>>(
        'turnos/v1/get-peluqueros-por-sucursal',
        { id_sucursal: idSucursal },
      );
      return res.data.peluqueros ?? [];
    },
    enabled: idSucursal !== '',
  });
}

function useInvalidateProfessionals() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: professionalKeys.all });
}

export function useUpdateProfessionalData(idPeluqueroSucursal: number) {
  const invalidate = useInvalidateProfessionals();
  return useMutation({
    mutationFn: (data: DatosPeluquero) =>
      apiClient.put('turnos/v1/actualizar-datos-peluquero', {
        id_peluquero_sucursal: idPeluqueroSucursal,
        ...data,
      }),
    onSuccess: invalidate,
  });
}

export function useCreateProfessional() {
  const invalidate = useInvalidateProfessionals();
  return useMutation({
    mutationFn: (input: NewProfessional) =>
      apiClient.post<Envelope<{ id_peluquero: number; id_peluquero_sucursal: number }>>(
        'turnos/v1/crear-peluquero',
        input,
      ),
    onSuccess: invalidate,
  });
}

/** Removes one professional-branch link and its appointments. */
export function useDeleteProfessional() {
  const invalidate = useInvalidateProfessionals();
  return useMutation({
    mutationFn: (idPeluqueroSucursal: number) =>
      apiClient.delete('turnos/v1/eliminar-peluquero', {
        id_peluquero_sucursal: idPeluqueroSucursal,
      }),
    onSuccess: invalidate,
  });
}

const FLAG_PATHS: Record<ProfessionalFlag, string> = {
  activo: 'turnos/v1/actualizar-peluquero-activo',
  rol_admin: 'turnos/v1/actualizar-rol-admin-peluquero',
};

/**
 * Seed §4: the switch changes only after the server saved it, so the cache is updated on
 * success (never optimistically). The admin role belongs to the person: every row of them changes.
 */
export function useSetProfessionalFlag(flag: ProfessionalFlag) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ row, on }: { row: Peluquero; on: boolean }) =>
      apiClient.put(FLAG_PATHS[flag], {
        id_peluquero_sucursal: row.id_peluquero_sucursal,
        activo: on ? '1' : '0',
      }),
    onSuccess: (_res, { row, on }) => {
      qc.setQueryData<Peluquero[]>(professionalKeys.list, (rows) =>
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
