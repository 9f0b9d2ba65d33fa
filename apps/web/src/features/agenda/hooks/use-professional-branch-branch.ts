import { useQuery } from '@tanstack/react-query';
import { professionalBranchesQuery, professionalsQuery } from '@/api/professionals';
import { useSession } from '@/lib/session-context';

/**
 * The branch a professional-branch belongs to (its agenda reads that branch's holidays and
 * closures, contract §7.6): found among the signed-in professional's own branches, else — an
 * admin looking at someone else's agenda — in the staff list. Undefined while unknown.
 */
export function useBranchOfProfessionalBranch(professionalBranchId: string): number | undefined {
  const { session } = useSession();
  const own = useQuery({
    ...professionalBranchesQuery(session?.id ?? 0),
    enabled: session !== null && professionalBranchId !== '',
  });
  const mine = own.data?.find((b) => String(b.id_peluquero_sucursal) === professionalBranchId);
  const all = useQuery({
    ...professionalsQuery,
    enabled: session?.isAdmin === true && (own.isError || (own.isSuccess && mine === undefined)),
  });
  const row =
    mine ?? all.data?.find((p) => String(p.id_peluquero_sucursal) === professionalBranchId);
  return row === undefined ? undefined : Number(row.id_sucursal);
}
