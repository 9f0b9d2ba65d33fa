import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { professionalBranches } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * Whose rows a report or an export reads: a branch, one professional-branch, one person's rows
 * (a professional without the admin role), any combination, or the whole studio (all unset).
 */
export interface ReportScope {
  branchId?: number;
  professionalBranchId?: number;
  professionalId?: number;
}

/** The professional-branch rows of the scope, as a condition on `professional_branches`. */
export function professionalBranchesOf(scope: ReportScope): SQL | undefined {
  return and(
    scope.branchId === undefined ? undefined : eq(professionalBranches.branchId, scope.branchId),
    scope.professionalBranchId === undefined
      ? undefined
      : eq(professionalBranches.id, scope.professionalBranchId),
    scope.professionalId === undefined
      ? undefined
      : eq(professionalBranches.professionalId, scope.professionalId),
  );
}

/**
 * A row whose professional-branch column is in the scope: through the (professional-branch, date)
 * index when narrowed, no condition at all for the whole studio.
 */
export function inScope(db: Db, column: PgColumn, scope: ReportScope): SQL | undefined {
  const where = professionalBranchesOf(scope);
  if (!where) return undefined;
  if (scope.professionalBranchId !== undefined && scope.professionalId === undefined) {
    return eq(column, scope.professionalBranchId);
  }
  return inArray(
    column,
    db.select({ id: professionalBranches.id }).from(professionalBranches).where(where),
  );
}
