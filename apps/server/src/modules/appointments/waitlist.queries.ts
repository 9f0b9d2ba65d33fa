import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import {
  branches,
  professionalBranches,
  professionalServices,
  services,
  users,
  waitlistEntries,
  waitlistNotified,
} from '../../db/schema';
import type { Db } from '../../db/types';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

/** Adds an entry; undefined when the client already waits for that service that day. */
export async function insertEntry(db: Db, values: typeof waitlistEntries.$inferInsert) {
  const [row] = await db
    .insert(waitlistEntries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return row?.id;
}

/**
 * The client's entries of today or later, counted after locking the client's row (FOR UPDATE):
 * called inside the transaction that inserts, it serializes one client's joins so that a limit
 * checked on the count holds under concurrency.
 */
export async function countActiveEntriesLocked(db: Db, clientId: number, today: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.clientId, clientId), gte(waitlistEntries.fecha, today)));
  return row?.n ?? 0;
}

export async function getEntry(db: Db, id: number) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

export async function deleteEntry(db: Db, id: number) {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
}

/** Entries with the names the screens and messages show. */
const detailed = (db: Db) =>
  db
    .select({
      e: waitlistEntries,
      serviceName: services.name,
      professionalName: users.name,
      branchName: branches.name,
      branchId: professionalBranches.branchId,
    })
    .from(waitlistEntries)
    .innerJoin(
      professionalServices,
      eq(professionalServices.id, waitlistEntries.professionalServiceId),
    )
    .innerJoin(services, eq(services.id, professionalServices.serviceId))
    .innerJoin(
      professionalBranches,
      eq(professionalBranches.id, waitlistEntries.professionalBranchId),
    )
    .innerJoin(users, eq(users.id, professionalBranches.professionalId))
    .innerJoin(branches, eq(branches.id, professionalBranches.branchId))
    .$dynamic();

export type DetailedEntry = Awaited<ReturnType<ReturnType<typeof detailed>['execute']>>[number];

export function entriesOfClient(db: Db, clientId: number, today: string) {
  return detailed(db)
    .where(and(eq(waitlistEntries.clientId, clientId), gte(waitlistEntries.fecha, today)))
    .orderBy(asc(waitlistEntries.fecha), asc(waitlistEntries.id));
}

export function entriesOfDay(db: Db, professionalBranchIds: number[], fecha: string) {
  return detailed(db)
    .where(
      and(
        inArray(waitlistEntries.professionalBranchId, professionalBranchIds),
        eq(waitlistEntries.fecha, fecha),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** The clients' names and contacts of some entries. */
export async function clientsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; phone: string; email: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Records that an entry was told about these starts; returns the ones recorded now (a concurrent
 * pass that recorded one first keeps it), so each start is announced once per entry.
 */
export async function markNotified(db: Db, entryId: number, horas: string[]): Promise<string[]> {
  if (horas.length === 0) return [];
  const rows = await db
    .insert(waitlistNotified)
    .values(horas.map((hora) => ({ entryId, hora })))
    .onConflictDoNothing()
    .returning({ hora: waitlistNotified.hora });
  return rows.map((r) => r.hora);
}
