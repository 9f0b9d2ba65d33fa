import { asc, eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import type { Db } from '../../db/types';
import { selectTurnos, type AppointmentRow } from './appointments.queries';

/** A booking as changes name it: one appointment, or a whole visit (contract §6.2, ADR 0072). */
export type BookingRef = { appointmentId: number } | { visitId: number };

const named = (ref: BookingRef) =>
  'visitId' in ref ? eq(appointments.visitId, ref.visitId) : eq(appointments.id, ref.appointmentId);

/** The order a booking's appointments are done in: start, then id. */
const inOrder = [asc(appointments.horaInicio), asc(appointments.id)] as const;

/**
 * The appointments a reference names — the appointment, or every appointment of the visit — in
 * the order they are done; empty when there is none. `lock`: `for update`, for a change's
 * transaction.
 */
export async function bookingRows(
  db: Db,
  ref: BookingRef,
  { lock = false }: { lock?: boolean } = {},
): Promise<AppointmentRow[]> {
  const query = db
    .select()
    .from(appointments)
    .where(named(ref))
    .orderBy(...inOrder);
  return lock ? query.for('update') : query;
}

/** The wire records (with the client's contact) of the appointments a reference names, in order. */
export async function bookingTurnos(db: Db, ref: BookingRef) {
  return selectTurnos(db)
    .where(named(ref))
    .orderBy(...inOrder);
}
