import { eq, inArray } from 'drizzle-orm';
import {
  appointmentUnits,
  appointments,
  professionalBranches,
  professionalServices,
  visits,
} from '../../db/schema';
import type { Db } from '../../db/types';

/** Which professional-branch (and branch) each service link belongs to. */
export async function linksWithBranch(db: Db, linkIds: readonly number[]) {
  if (linkIds.length === 0) return [];
  return db
    .select({
      linkId: professionalServices.id,
      professionalBranchId: professionalBranches.id,
      professionalId: professionalBranches.professionalId,
      branchId: professionalBranches.branchId,
    })
    .from(professionalServices)
    .innerJoin(
      professionalBranches,
      eq(professionalBranches.id, professionalServices.professionalBranchId),
    )
    .where(inArray(professionalServices.id, [...linkIds]));
}

export async function insertVisit(db: Db, values: { clientId: number; branchId: number }) {
  const [row] = await db.insert(visits).values(values).returning();
  if (!row) throw new Error('insert visits returned nothing');
  return row;
}

/** The units a visit's appointments hold on one date, by professional (they count as free when it moves). */
export async function visitUnits(db: Db, visitId: number) {
  return db
    .select({
      professionalId: appointmentUnits.professionalId,
      fecha: appointmentUnits.fecha,
      unit: appointmentUnits.unit,
    })
    .from(appointmentUnits)
    .innerJoin(appointments, eq(appointments.id, appointmentUnits.appointmentId))
    .where(eq(appointments.visitId, visitId));
}
