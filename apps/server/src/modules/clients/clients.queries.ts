import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';

/** Removes the person; their appointments, unit rows and codes go with them (FK cascades). */
export async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}
