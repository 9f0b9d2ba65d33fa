import { useBranches } from '@/api/branches';
import { useProfessionalBranches } from '@/api/professionals';

export interface BranchOption {
  id: string;
  nombre: string;
  /** a professional's own professional-branch there (none for an admin's list) */
  professionalBranchId?: number;
}

/**
 * The branches whose till one may run: every branch for an admin, a professional's own active
 * branches for a professional (the server refuses the rest, contract §7.2 "P of the branch").
 */
export function useCounterBranches(isAdmin: boolean, professionalId: number) {
  const all = useBranches();
  const own = useProfessionalBranches(isAdmin ? undefined : professionalId);
  const q = isAdmin ? all : own;
  const data: BranchOption[] | undefined = isAdmin
    ? all.data?.map((b) => ({ id: String(b.id), nombre: b.nombre }))
    : own.data
        ?.filter((b) => b.activo !== '0')
        .map((b) => ({
          id: String(b.id_sucursal),
          nombre: b.nombre_sucursal,
          professionalBranchId: b.id_peluquero_sucursal,
        }));
  return { data, isError: q.isError, isFetching: q.isFetching, refetch: () => void q.refetch() };
}
