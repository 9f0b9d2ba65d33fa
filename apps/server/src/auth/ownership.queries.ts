import { and, asc, eq } from 'drizzle-orm';
import { professionalBranches } from '../db/schema';
import type { Db } from '../db/types';

/**
 * What the ownership checks (`policy.ts`) read: whose a professional-branch row is. Auth reads
 * the table itself rather than through the professionals module, so no feature sits under it.
 */
export type ProfessionalBranchRow = typeof professionalBranches.$inferSelect;

export async function getProfessionalBranchRow(
  db: Db,
  id: number,
): Promise<ProfessionalBranchRow | undefined> {
  const [row] = await db.select().from(professionalBranches).where(eq(professionalBranches.id, id));
  return row;
}

/** The ids of a professional's own professional-branch rows. */
export async function professionalBranchIdsOf(db: Db, professionalId: number): Promise<number[]> {
  const rows = await db
    .select({ id: professionalBranches.id })
    .from(professionalBranches)
    .where(eq(professionalBranches.professionalId, professionalId))
    .orderBy(asc(professionalBranches.id));
  return rows.map((r) => r.id);
}

/** Whether a person has a professional-branch row at a branch (contract §7 "P of the branch"). */
export async function worksAtBranch(
  db: Db,
  professionalId: number,
  branchId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: professionalBranches.id })
    .from(professionalBranches)
    .where(
      and(
        eq(professionalBranches.professionalId, professionalId),
        eq(professionalBranches.branchId, branchId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
