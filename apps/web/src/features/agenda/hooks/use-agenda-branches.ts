import { useBranches } from '@/api/branches';
import { useProfessionalBranches } from '@/api/professionals';

export interface BranchOption {
  id: string;
  nombre: string;
}

/**
 * The branches the agenda offers: every branch to an admin, a professional's own branches to a
 * professional (the server shows them only their own column there anyway).
 */
export function useAgendaBranches(isAdmin: boolean, professionalId: number) {
  const all = useBranches();
  const own = useProfessionalBranches(isAdmin ? undefined : professionalId);
  const q = isAdmin ? all : own;
  const data: BranchOption[] | undefined = isAdmin
    ? all.data?.map((b) => ({ id: String(b.id), nombre: b.nombre }))
    : own.data
        ?.filter((b) => b.activo !== '0')
        .map((b) => ({ id: String(b.id_sucursal), nombre: b.nombre_sucursal }));
  return {
    data,
    isError: q.isError,
    isFetching: q.isFetching,
    refetch: () => void q.refetch(),
  };
}
