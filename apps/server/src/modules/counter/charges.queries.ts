import { and, asc, desc, eq, exists, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  appointmentCharges,
  appointments,
  chargeItems,
  chargePayments,
  chargeTips,
  charges,
  professionalBranches,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';

export type ChargeRow = typeof charges.$inferSelect;
export type ChargeItemRow = typeof chargeItems.$inferSelect;
export type ChargeTipRow = typeof chargeTips.$inferSelect;
export type ChargePaymentRow = typeof chargePayments.$inferSelect;

/** A charge with its lines, tips and payments, in their order. */
export interface ChargeRecord {
  charge: ChargeRow;
  items: ChargeItemRow[];
  tips: ChargeTipRow[];
  payments: ChargePaymentRow[];
}

/**
 * The appointments of a charge, locked (in id order, as every locker of several appointments
 * does) for the rest of the transaction, with whether a valid charge already has each.
 */
export function lockAppointments(db: Db, ids: number[]) {
  return db
    .select({
      a: appointments,
      chargedBy: sql<
        number | null
      >`(select ${appointmentCharges.chargeId} from ${appointmentCharges} where ${appointmentCharges.appointmentId} = ${appointments.id})`,
    })
    .from(appointments)
    .where(inArray(appointments.id, ids))
    .orderBy(asc(appointments.id))
    .for('update', { of: appointments });
}

/** The professional-branch rows among `ids` that are at `branchId`. */
export async function professionalBranchesAt(db: Db, ids: number[], branchId: number) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: professionalBranches.id })
    .from(professionalBranches)
    .where(and(inArray(professionalBranches.id, ids), eq(professionalBranches.branchId, branchId)));
  return new Set(rows.map((r) => r.id));
}

export async function userExists(db: Db, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function lockCharge(db: Db, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(charges).where(eq(charges.id, id)).for('update');
  return row;
}

export async function getCharge(db: Db, id: number): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(charges).where(eq(charges.id, id));
  return row;
}

/** Marks a charge annulled and frees its appointments. */
export async function annulCharge(
  db: Db,
  id: number,
  values: Pick<ChargeRow, 'annulledAt' | 'annulledBy' | 'annulledByName' | 'annulReason'>,
) {
  await db.update(charges).set(values).where(eq(charges.id, id));
  await db.delete(appointmentCharges).where(eq(appointmentCharges.chargeId, id));
}

/** The lines, tips and payments of some charges, each with its charge, in order. */
export async function recordsOf(db: Db, rows: ChargeRow[]): Promise<ChargeRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // one after the other: `db` may be a transaction (one connection)
  const items = await db
    .select()
    .from(chargeItems)
    .where(inArray(chargeItems.chargeId, ids))
    .orderBy(asc(chargeItems.chargeId), asc(chargeItems.line));
  const tips = await db
    .select()
    .from(chargeTips)
    .where(inArray(chargeTips.chargeId, ids))
    .orderBy(asc(chargeTips.chargeId), asc(chargeTips.line));
  const payments = await db
    .select()
    .from(chargePayments)
    .where(inArray(chargePayments.chargeId, ids))
    .orderBy(asc(chargePayments.chargeId), asc(chargePayments.line));
  const group = <T extends { chargeId: number }>(list: T[]) => {
    const m = new Map<number, T[]>();
    for (const x of list) m.set(x.chargeId, [...(m.get(x.chargeId) ?? []), x]);
    return m;
  };
  const [i, t, p] = [group(items), group(tips), group(payments)];
  return rows.map((charge) => ({
    charge,
    items: i.get(charge.id) ?? [],
    tips: t.get(charge.id) ?? [],
    payments: p.get(charge.id) ?? [],
  }));
}

export function chargesOfTill(db: Db, tillId: number) {
  return db.select().from(charges).where(eq(charges.tillId, tillId)).orderBy(asc(charges.id));
}

export interface ChargeFilters {
  fecha_desde: string;
  fecha_hasta: string;
  id_sucursal?: number | undefined;
  id_cliente?: number | undefined;
}

/**
 * The charges of a period (by their studio-zone date), newest first; `ownRows` narrows them to
 * those a professional took part in: charged by them, or with a line or a tip of one of their
 * professional-branch rows.
 */
export function chargesWhere(
  db: Db,
  f: ChargeFilters,
  own: { userId: number; professionalBranchIds: number[] } | undefined,
): SQL | undefined {
  const ownRows = (ids: number[]) =>
    ids.length === 0
      ? undefined
      : or(
          exists(
            db
              .select({ one: sql`1` })
              .from(chargeItems)
              .where(
                and(
                  eq(chargeItems.chargeId, charges.id),
                  inArray(chargeItems.professionalBranchId, ids),
                ),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(chargeTips)
              .where(
                and(
                  eq(chargeTips.chargeId, charges.id),
                  inArray(chargeTips.professionalBranchId, ids),
                ),
              ),
          ),
        );
  return and(
    gte(charges.fecha, f.fecha_desde),
    lte(charges.fecha, f.fecha_hasta),
    f.id_sucursal === undefined ? undefined : eq(charges.branchId, f.id_sucursal),
    f.id_cliente === undefined ? undefined : eq(charges.clientId, f.id_cliente),
    own === undefined
      ? undefined
      : or(eq(charges.chargedBy, own.userId), ownRows(own.professionalBranchIds)),
  );
}

export function listCharges(db: Db, where: SQL | undefined) {
  return db.select().from(charges).where(where).orderBy(desc(charges.createdAt), desc(charges.id));
}

/** Keyset page of charges (export), oldest first. */
export function chargesPage(db: Db, where: SQL | undefined, afterId: number, size: number) {
  return db
    .select()
    .from(charges)
    .where(and(where, sql`${charges.id} > ${afterId}`))
    .orderBy(asc(charges.id))
    .limit(size);
}
