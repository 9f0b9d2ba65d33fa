import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import type { Db } from '../db/types';

export type UserRow = typeof users.$inferSelect;

export async function getUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function getUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

/** Column values, or SQL over the row (e.g. `cutEveryToken`'s generation + 1). */
export async function updateUser(db: Db, id: number, values: PgUpdateSetSource<typeof users>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function addRole(db: Db, id: number, role: string) {
  await db
    .update(users)
    .set({ roles: sql`array_append(array_remove(${users.roles}, ${role}), ${role})` })
    .where(eq(users.id, id));
}

export async function removeRole(db: Db, id: number, role: string) {
  await db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, ${role})` })
    .where(eq(users.id, id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
