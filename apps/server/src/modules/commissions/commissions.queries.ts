import { and, asc, between, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  appointments,
  chargeItems,
  chargeTips,
  charges,
  commissionRates,
  commissionServiceRates,
  professionalBranches,
  services,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';

export type RatesRow = typeof commissionRates.$inferSelect;
export type ServiceRateRow = typeof commissionServiceRates.$inferSelect;

/** A professional-branch's rates and per-service percentages (none: no row, no list). */
export async function readRates(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { rates: [], perService: [] };
  const rates = await db
    .select()
    .from(commissionRates)
    .where(inArray(commissionRates.professionalBranchId, [...ids]));
  const perService = await db
    .select()
    .from(commissionServiceRates)
    .where(inArray(commissionServiceRates.professionalBranchId, [...ids]))
    .orderBy(asc(commissionServiceRates.serviceId));
  return { rates, perService };
}

/**
 * Locks a professional-branch row against its deletion for the rest of the transaction (the
 * rates' foreign key would otherwise fail under a concurrent delete); false when it is gone.
 */
export async function keepProfessionalBranch(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: professionalBranches.id })
    .from(professionalBranches)
    .where(eq(professionalBranches.id, id))
    .for('key share');
  return rows.length > 0;
}

/** The same for services: the ids among `ids` that exist, locked against deletion. */
export async function keepServices(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.id, [...ids]))
    .orderBy(asc(services.id))
    .for('key share');
  return new Set(rows.map((r) => r.id));
}

/** Writes the two percentages (the row lock serializes two writers of one professional-branch). */
export async function upsertRates(
  db: Db,
  values: { professionalBranchId: number; servicesPercent: string; productsPercent: string },
  now: Date,
) {
  await db
    .insert(commissionRates)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: commissionRates.professionalBranchId,
      set: {
        servicesPercent: values.servicesPercent,
        productsPercent: values.productsPercent,
        updatedAt: now,
      },
    });
}

/** Replaces a professional-branch's per-service percentages with `list`. */
export async function replaceServiceRates(
  db: Db,
  professionalBranchId: number,
  list: readonly { serviceId: number; percent: string }[],
) {
  await db
    .delete(commissionServiceRates)
    .where(eq(commissionServiceRates.professionalBranchId, professionalBranchId));
  if (list.length === 0) return;
  await db.insert(commissionServiceRates).values(list.map((p) => ({ professionalBranchId, ...p })));
}

export interface ReportFilters {
  from: string;
  to: string;
  branchId?: number;
  /** only charges with a line or a tip of these professional-branch rows */
  professionalBranchIds?: readonly number[];
}

/** A charge as the report reads it: wire amounts as text, never a float. */
export interface ReportChargeRow {
  discount: string;
  /** [kind, amount, professional-branch, service] per line, in line order */
  items: ['servicio' | 'producto', string, number | null, number | null][];
  /** [professional-branch, amount] per tip */
  tips: [number | null, string][];
}

/**
 * The valid (not annulled) charges of a period, by their studio-zone date, with their lines and
 * tips, in one statement (one snapshot: a charge annulled meanwhile is in or out whole).
 */
export async function reportCharges(db: Db, f: ReportFilters): Promise<ReportChargeRow[]> {
  const own = f.professionalBranchIds;
  const mine = (
    table: typeof chargeItems | typeof chargeTips,
    column: typeof chargeItems.professionalBranchId | typeof chargeTips.professionalBranchId,
  ) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.chargeId, charges.id), inArray(column, [...(own ?? [])]))),
    );
  if (own !== undefined && own.length === 0) return [];
  const items = db
    .select({
      list: sql`coalesce(json_agg(json_build_array(${chargeItems.kind}, ${chargeItems.amount}::text,
        ${chargeItems.professionalBranchId}, ${appointments.serviceId}) order by ${chargeItems.line}), '[]')`,
    })
    .from(chargeItems)
    .leftJoin(appointments, eq(appointments.id, chargeItems.appointmentId))
    .where(eq(chargeItems.chargeId, charges.id));
  const tips = db
    .select({
      list: sql`coalesce(json_agg(json_build_array(${chargeTips.professionalBranchId}, ${chargeTips.amount}::text)
        order by ${chargeTips.line}), '[]')`,
    })
    .from(chargeTips)
    .where(eq(chargeTips.chargeId, charges.id));
  return db
    .select({
      discount: charges.discount,
      items: sql<ReportChargeRow['items']>`(${items})`,
      tips: sql<ReportChargeRow['tips']>`(${tips})`,
    })
    .from(charges)
    .where(
      and(
        between(charges.fecha, f.from, f.to),
        isNull(charges.annulledAt),
        f.branchId === undefined ? undefined : eq(charges.branchId, f.branchId),
        own === undefined
          ? undefined
          : or(
              mine(chargeItems, chargeItems.professionalBranchId),
              mine(chargeTips, chargeTips.professionalBranchId),
            ),
      ),
    )
    .orderBy(asc(charges.id));
}

/** The professional's name of each professional-branch row. */
export async function professionalNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: professionalBranches.id, name: users.name })
    .from(professionalBranches)
    .innerJoin(users, eq(users.id, professionalBranches.professionalId))
    .where(inArray(professionalBranches.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
