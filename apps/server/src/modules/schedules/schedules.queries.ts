import { and, asc, desc, eq } from 'drizzle-orm';
import type { WorkingDayInput } from '@turnos/domain';
import { nonWorkingDays, workingDays } from '../../db/schema';
import type { Db } from '../../db/types';

export type WorkingDayRow = typeof workingDays.$inferSelect;
export type NonWorkingDayRow = typeof nonWorkingDays.$inferSelect;

export function listWorkingDays(db: Db, professionalBranchId: number): Promise<WorkingDayRow[]> {
  return db
    .select()
    .from(workingDays)
    .where(eq(workingDays.professionalBranchId, professionalBranchId))
    .orderBy(asc(workingDays.diaSemana));
}

/** One row per weekday: insert or replace that weekday's hours. */
export async function upsertWorkingDay(db: Db, professionalBranchId: number, day: WorkingDayInput) {
  const values = {
    active: day.activo,
    shift1Start: day.hora_inicio1,
    shift1End: day.hora_fin1,
    secondShift: day.segundo_turno,
    shift2Start: day.hora_inicio2,
    shift2End: day.hora_fin2,
  };
  const [row] = await db
    .insert(workingDays)
    .values({ professionalBranchId, diaSemana: day.dia_semana, ...values })
    .onConflictDoUpdate({
      target: [workingDays.professionalBranchId, workingDays.diaSemana],
      set: values,
    })
    .returning();
  if (!row) throw new Error('upsert working_days returned nothing');
  return row;
}

export function listNonWorkingDays(
  db: Db,
  professionalBranchId: number,
): Promise<NonWorkingDayRow[]> {
  return db
    .select()
    .from(nonWorkingDays)
    .where(eq(nonWorkingDays.professionalBranchId, professionalBranchId))
    .orderBy(desc(nonWorkingDays.fecha), desc(nonWorkingDays.id));
}

export async function insertNonWorkingDay(
  db: Db,
  values: { professionalBranchId: number; fecha: string; reason: string },
): Promise<NonWorkingDayRow> {
  const [row] = await db.insert(nonWorkingDays).values(values).returning();
  if (!row) throw new Error('insert non_working_days returned nothing');
  return row;
}

/** Deletes it only when it belongs to that professional-branch row. */
export async function deleteNonWorkingDay(db: Db, professionalBranchId: number, id: number) {
  const rows = await db
    .delete(nonWorkingDays)
    .where(
      and(eq(nonWorkingDays.id, id), eq(nonWorkingDays.professionalBranchId, professionalBranchId)),
    )
    .returning({ fecha: nonWorkingDays.fecha });
  return rows[0]?.fecha;
}
