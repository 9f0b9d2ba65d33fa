import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { chargePayments, charges, tillMovements, tills } from '../../db/schema';
import type { Db } from '../../db/types';

export type TillRow = typeof tills.$inferSelect;
export type TillMovementRow = typeof tillMovements.$inferSelect;

export async function insertTill(db: Db, values: typeof tills.$inferInsert): Promise<TillRow> {
  const [row] = await db.insert(tills).values(values).returning();
  if (!row) throw new Error('insert tills returned nothing');
  return row;
}

export async function getTill(db: Db, id: number): Promise<TillRow | undefined> {
  const [row] = await db.select().from(tills).where(eq(tills.id, id));
  return row;
}

/**
 * The till locked for the rest of the transaction: `share` by what writes into it (charges,
 * movements, annulments: they do not wait on each other), `update` by its closing, which so
 * waits for those in flight and is seen by any that come after.
 */
export async function lockTill(
  db: Db,
  id: number,
  mode: 'share' | 'update',
): Promise<TillRow | undefined> {
  const [row] = await db
    .select()
    .from(tills)
    .where(eq(tills.id, id))
    .for(mode === 'share' ? 'share' : 'update');
  return row;
}

export async function openTillOf(db: Db, branchId: number): Promise<TillRow | undefined> {
  const [row] = await db
    .select()
    .from(tills)
    .where(and(eq(tills.branchId, branchId), isNull(tills.closedAt)));
  return row;
}

export async function closeTill(
  db: Db,
  id: number,
  values: Pick<TillRow, 'closedBy' | 'closedByName' | 'closedAt' | 'countedCash'>,
): Promise<TillRow> {
  const [row] = await db.update(tills).set(values).where(eq(tills.id, id)).returning();
  if (!row) throw new Error('update tills returned nothing');
  return row;
}

export function tillsOfPeriod(db: Db, from: string, to: string, branchId: number | undefined) {
  return db
    .select()
    .from(tills)
    .where(
      and(
        gte(tills.fecha, from),
        lte(tills.fecha, to),
        branchId === undefined ? undefined : eq(tills.branchId, branchId),
      ),
    )
    .orderBy(desc(tills.openedAt), desc(tills.id));
}

export async function insertTillMovement(
  db: Db,
  values: typeof tillMovements.$inferInsert,
): Promise<TillMovementRow> {
  const [row] = await db.insert(tillMovements).values(values).returning();
  if (!row) throw new Error('insert till_movements returned nothing');
  return row;
}

export function movementsOfTill(db: Db, tillId: number) {
  return db
    .select()
    .from(tillMovements)
    .where(eq(tillMovements.tillId, tillId))
    .orderBy(asc(tillMovements.id));
}

/** What the figures of some tills are computed from: sums of their rows, exact (numeric). */
export async function tillSums(db: Db, tillIds: number[]) {
  if (tillIds.length === 0) return { payments: [], change: [], movements: [] };
  const valid = and(inArray(charges.tillId, tillIds), isNull(charges.annulledAt));
  const [payments, change, movements] = await Promise.all([
    db
      .select({
        tillId: charges.tillId,
        medio: chargePayments.method,
        sum: sql<string>`sum(${chargePayments.amount})::text`,
      })
      .from(chargePayments)
      .innerJoin(charges, eq(charges.id, chargePayments.chargeId))
      .where(valid)
      .groupBy(charges.tillId, chargePayments.method),
    db
      .select({ tillId: charges.tillId, sum: sql<string>`sum(${charges.change})::text` })
      .from(charges)
      .where(valid)
      .groupBy(charges.tillId),
    db
      .select({
        tillId: tillMovements.tillId,
        kind: tillMovements.kind,
        sum: sql<string>`sum(${tillMovements.amount})::text`,
      })
      .from(tillMovements)
      .where(inArray(tillMovements.tillId, tillIds))
      .groupBy(tillMovements.tillId, tillMovements.kind),
  ]);
  return { payments, change, movements };
}
