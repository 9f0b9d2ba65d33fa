import { asc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';

/** Every client (role cliente), by name. */
export function listClients(db: Db) {
  return db
    .select()
    .from(users)
    .where(sql`'cliente' = any(${users.roles})`)
    .orderBy(asc(users.nombre), asc(users.id));
}

/** Removes the person; their appointments, unit rows and codes go with them (FK cascades). */
export async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}
