import { asc, eq, sql, type Column, type Table } from 'drizzle-orm';
import { branches, stockMovements, tills } from '../../db/schema';
import type { Db } from '../../db/types';
import { columnName, tableName } from '../../db/unnest-insert';

export type BranchRow = typeof branches.$inferSelect;
type BranchValues = { name: string; address: string };

export function listBranches(db: Db): Promise<BranchRow[]> {
  return db.select().from(branches).orderBy(asc(branches.name), asc(branches.id));
}

export async function getBranch(db: Db, id: number): Promise<BranchRow | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row;
}

export async function insertBranch(db: Db, values: BranchValues): Promise<BranchRow> {
  const [row] = await db.insert(branches).values(values).returning();
  if (!row) throw new Error('insert branches returned nothing');
  return row;
}

/** Returns the updated row, or undefined when there is none. */
export async function updateBranch(db: Db, id: number, values: BranchValues) {
  const [row] = await db.update(branches).set(values).where(eq(branches.id, id)).returning();
  return row;
}

/** `"table"."column"`: drizzle leaves a one-table query's columns unqualified, also in a subquery. */
const qualified = (table: Table, column: Column) =>
  sql.raw(`${tableName(table)}.${columnName(column)}`);

/**
 * The branch locked for its deletion (a till opened or stock moved meanwhile waits: their rows'
 * foreign key takes a share lock on it), with whether it has money or stock records.
 */
export async function lockBranchForDelete(
  db: Db,
  id: number,
): Promise<{ hasRecords: boolean } | undefined> {
  const [row] = await db
    .select({
      hasRecords: sql<boolean>`exists (select 1 from ${tills} where ${qualified(tills, tills.branchId)} = ${qualified(branches, branches.id)})
        or exists (select 1 from ${stockMovements} where ${qualified(stockMovements, stockMovements.branchId)} = ${qualified(branches, branches.id)})`,
    })
    .from(branches)
    .where(eq(branches.id, id))
    .for('update');
  return row;
}

/** FK cascades remove its professional links, their appointments and occupied units. */
export async function deleteBranch(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(branches).where(eq(branches.id, id)).returning({ id: branches.id });
  return rows.length > 0;
}
