import { asc, eq } from 'drizzle-orm';
import { branches } from '../../db/schema';
import type { Db } from '../../db/types';

export type BranchRow = typeof branches.$inferSelect;
type BranchValues = { nombre: string; direccion: string };

export function listBranches(db: Db): Promise<BranchRow[]> {
  return db.select().from(branches).orderBy(asc(branches.nombre), asc(branches.id));
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

/** FK cascades remove its professional links, their appointments and occupied units. */
export async function deleteBranch(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(branches).where(eq(branches.id, id)).returning({ id: branches.id });
  return rows.length > 0;
}
