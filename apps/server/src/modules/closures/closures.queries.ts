import { CLOSE_HOLIDAYS_OPTION } from '@turnos/domain';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import {
  branches,
  closures,
  holidayOverrides,
  options,
  professionalBranches,
  waitlistEntries,
} from '../../db/schema';
import type { Db } from '../../db/types';

export type ClosureRow = typeof closures.$inferSelect;

/** Closures that touch `from`–`to`; with a branch, its own and the studio-wide ones. */
export async function listClosures(db: Db, from: string, to: string, branchId?: number) {
  return db
    .select()
    .from(closures)
    .where(
      and(
        gte(closures.toDate, from),
        lte(closures.fromDate, to),
        branchId === undefined
          ? undefined
          : or(isNull(closures.branchId), eq(closures.branchId, branchId)),
      ),
    )
    .orderBy(asc(closures.fromDate), asc(closures.id));
}

/** The holidays marked between `from` and `to`: date → works it. */
export async function listOverrides(db: Db, from: string, to: string) {
  const rows = await db
    .select({ fecha: holidayOverrides.fecha, open: holidayOverrides.open })
    .from(holidayOverrides)
    .where(and(gte(holidayOverrides.fecha, from), lte(holidayOverrides.fecha, to)));
  return new Map(rows.map((r) => [r.fecha, r.open]));
}

/** `turnos_cerrar_feriados` = '1' (default '0'). */
export async function holidaysClose(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: options.value })
    .from(options)
    .where(eq(options.name, CLOSE_HOLIDAYS_OPTION));
  return row?.value === '1';
}

export async function upsertOverride(
  db: Db,
  values: { fecha: string; open: boolean; updatedBy: number; updatedAt: Date },
) {
  await db
    .insert(holidayOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: holidayOverrides.fecha,
      set: { open: values.open, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
}

/** The branch's row, locked against its deletion until the caller's transaction ends. */
export async function lockBranch(tx: Db, branchId: number) {
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, branchId))
    .for('share');
  return row;
}

export async function insertClosure(db: Db, values: typeof closures.$inferInsert) {
  const [row] = await db.insert(closures).values(values).returning();
  if (!row) throw new Error('the closure insert returned nothing');
  return row;
}

export async function deleteClosure(db: Db, id: number): Promise<ClosureRow | undefined> {
  const [row] = await db.delete(closures).where(eq(closures.id, id)).returning();
  return row;
}

/**
 * Each (professional, date) someone waits for between `from` and `to` at this branch (every
 * branch for null): whom the waitlist asks about once dates open again (contract §6.3).
 */
export async function waitingDays(db: Db, branchId: number | null, from: string, to: string) {
  return db
    .selectDistinct({
      professionalId: professionalBranches.professionalId,
      fecha: waitlistEntries.fecha,
    })
    .from(waitlistEntries)
    .innerJoin(
      professionalBranches,
      eq(professionalBranches.id, waitlistEntries.professionalBranchId),
    )
    .where(
      and(
        gte(waitlistEntries.fecha, from),
        lte(waitlistEntries.fecha, to),
        branchId === null ? undefined : eq(professionalBranches.branchId, branchId),
      ),
    );
}
