import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  appointmentUnits,
  appointments,
  professionalBranches,
  professionalServices,
  visits,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { selectTurnos, type AppointmentRow } from './appointments.queries';

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

/** A visit's appointments, in the order they are done (start, then id). */
export async function getVisitAppointments(db: Db, visitId: number): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.visitId, visitId))
    .orderBy(asc(appointments.horaInicio), asc(appointments.id));
}

/** The same, locked for the change's transaction. */
export async function lockVisitAppointments(db: Db, visitId: number): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.visitId, visitId))
    .orderBy(asc(appointments.horaInicio), asc(appointments.id))
    .for('update');
}

/** The units a visit's appointments hold on one date, by professional (they count as free when it moves). */
export async function visitUnits(db: Db, visitId: number) {
  return db
    .select({
      professionalId: appointmentUnits.professionalId,
      fecha: appointmentUnits.fecha,
      unidad: appointmentUnits.unidad,
    })
    .from(appointmentUnits)
    .innerJoin(appointments, eq(appointments.id, appointmentUnits.appointmentId))
    .where(eq(appointments.visitId, visitId));
}

/** The wire records of a visit's appointments, in order. */
export async function visitTurnos(db: Db, visitId: number) {
  return selectTurnos(db)
    .where(and(eq(appointments.visitId, visitId)))
    .orderBy(asc(appointments.horaInicio), asc(appointments.id));
}
