import { and, eq, inArray, isNotNull, lt, min, type SQL } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import type { Db } from '../../db/types';
import { queueAppointmentEvent, type EventLog } from '../notifications';
import { cancelAppointments } from '../appointments';

/** Who releases an unpaid reservation (`cancelado_por`): neither the client nor the staff. */
export const SYSTEM_CANCELLER = 'sistema';

export type ReleaseTarget =
  { id: number } | { visitId: number } | { expiredBefore: Date; limit?: number };

/**
 * Cancels unpaid reservations as 'sistema', frees their units and queues
 * `cancelar_turno_x_reserva_impaga`, all in one transaction. The conditional UPDATE … RETURNING
 * (on rows picked with FOR UPDATE SKIP LOCKED) is what makes it safe with any number of processes:
 * a row already released, paid or being handled by someone else is simply not returned, so each
 * reservation is released once (ADR 0033). Returns the released ids.
 */
export async function releaseUnpaid(
  db: Db,
  target: ReleaseTarget,
  now: Date,
  log: EventLog,
): Promise<number[]> {
  const unpaid = and(eq(appointments.cancelado, false), eq(appointments.reservaPaga, false));
  const which: SQL | undefined =
    'id' in target
      ? and(unpaid, eq(appointments.id, target.id))
      : 'visitId' in target
        ? and(unpaid, eq(appointments.visitId, target.visitId))
        : and(
            unpaid,
            isNotNull(appointments.expiresAt),
            lt(appointments.expiresAt, target.expiredBefore),
          );
  const limit = 'id' in target ? 1 : 'visitId' in target ? 10 : (target.limit ?? 200);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: appointments.id, serviceId: appointments.serviceId })
      .from(appointments)
      .where(which)
      .orderBy(appointments.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    // cancelled through the one booking writer, only while still unpaid: its units freed, the
    // .ics SEQUENCE raised (contract §6.4), in this transaction (ADR 0076)
    const by = { canceladoPor: SYSTEM_CANCELLER, at: now };
    const released = await cancelAppointments(tx, candidates, by, { unpaidOnly: true });
    // a visit (contract §6.2) is released whole: the rest of its appointments go with it
    const visitIds = [...new Set(released.flatMap((r) => (r.visitId === null ? [] : [r.visitId])))];
    if (visitIds.length > 0) {
      const rest = await tx
        .select({ id: appointments.id, serviceId: appointments.serviceId })
        .from(appointments)
        .where(and(unpaid, inArray(appointments.visitId, visitIds)));
      // each appointment's own event in the visit's CANCEL (ADR 0074)
      released.push(...(await cancelAppointments(tx, rest, by, { unpaidOnly: true })));
    }
    const ids = released.map((r) => r.id);
    if (ids.length === 0) return ids;
    for (const r of released) {
      if (r.visitId === null) {
        await queueAppointmentEvent(tx, 'cancelar_turno_x_reserva_impaga', r.id, log);
      }
    }
    // one message per visit, from the transaction that released its first appointment (each
    // appointment is released once, so each visit's message is queued once)
    const mine = new Set(ids);
    for (const visitId of visitIds) {
      const [first] = await tx
        .select({ id: min(appointments.id) })
        .from(appointments)
        .where(eq(appointments.visitId, visitId));
      if (first?.id != null && mine.has(first.id)) {
        await queueAppointmentEvent(tx, 'cancelar_turno_x_reserva_impaga', { visitId }, log);
      }
    }
    return ids;
  });
}
