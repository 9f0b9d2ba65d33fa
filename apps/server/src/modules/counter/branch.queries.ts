import { eq } from 'drizzle-orm';
import { branches } from '../../db/schema';
import type { Db } from '../../db/types';

export async function branchExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return row !== undefined;
}
