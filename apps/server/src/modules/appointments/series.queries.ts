import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { appointmentCharges, appointmentSeries, appointments, users } from '../../db/schema';
import type { Db } from '../../db/types';

export type SeriesRow = typeof appointmentSeries.$inferSelect;
export type NewSeries = typeof appointmentSeries.$inferInsert;

/** Whether this user exists and is a client (a series is booked for a client). */
export async function isClient(db: Db, clientId: number): Promise<boolean> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, clientId));
  return row?.roles.includes('cliente') ?? false;
}

export async function insertSeries(db: Db, values: NewSeries): Promise<SeriesRow> {
  const [row] = await db.insert(appointmentSeries).values(values).returning();
  if (!row) throw new Error('the series insert returned nothing');
  return row;
}

export async function deleteSeries(db: Db, id: number) {
  await db.delete(appointmentSeries).where(eq(appointmentSeries.id, id));
}

export async function getSeries(db: Db, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(appointmentSeries).where(eq(appointmentSeries.id, id));
  return row;
}

/** The series' appointments not cancelled on or after `from`, locked, in date order. */
export async function lockSeriesAppointments(tx: Db, seriesId: number, from: string) {
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        eq(appointments.cancelado, false),
        gte(appointments.fecha, from),
      ),
    )
    .orderBy(asc(appointments.fecha), asc(appointments.horaInicio))
    .for('update');
}

/** Which of these appointments a valid charge holds (ADR 0097). */
export async function chargedOf(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: appointmentCharges.appointmentId })
    .from(appointmentCharges)
    .where(inArray(appointmentCharges.appointmentId, [...ids]));
  return new Set(rows.map((r) => r.id));
}
