import { and, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { appointmentUnits, appointments } from '../../db/schema';
import type { Db } from '../../db/types';
import { queueAppointmentEvent } from '../notifications';

/** Who releases an unpaid reservation (`cancelado_por`): neither the client nor the staff. */
export const SYSTEM_CANCELLER = 'sistema';

export type ReleaseTarget = { id: number } | { expiredBefore: Date; limit?: number };

/**
 * Cancels unpaid reservations as 'sistema', frees their units and queues
 * `cancelar_turno_x_reserva_impaga`, all in one transaction. The conditional UPDATE … RETURNING
 * (on rows picked with FOR UPDATE SKIP LOCKED) is what makes it safe with any number of processes:
 * a row already released, paid or being handled by someone else is simply not returned, so each
 * reservation is released once (ADR 0033). Returns the released ids.
 */
export async function releaseUnpaid(db: Db, target: ReleaseTarget, now: Date): Promise<number[]> {
  const unpaid = and(eq(appointments.cancelado, false), eq(appointments.reservaPaga, false));
  const which: SQL | undefined =
    'id' in target
      ? and(unpaid, eq(appointments.id, target.id))
      : and(
          unpaid,
          isNotNull(appointments.venceAt),
          lt(appointments.venceAt, target.expiredBefore),
        );
  const limit = 'id' in target ? 1 : (target.limit ?? 200);
  return db.transaction(async (tx) => {
    const candidates = tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(which)
      .orderBy(appointments.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const released = await tx
      .update(appointments)
      .set({
        cancelado: true,
        canceladoPor: SYSTEM_CANCELLER,
        fechaCancelacion: now,
        // the .ics SEQUENCE rises with every change (contract §6.4)
        secuencia: sql`${appointments.secuencia} + 1`,
      })
      .where(and(inArray(appointments.id, candidates), which))
      .returning({ id: appointments.id });
    const ids = released.map((r) => r.id);
    if (ids.length === 0) return ids;
    await tx.delete(appointmentUnits).where(inArray(appointmentUnits.appointmentId, ids));
    for (const id of ids) await queueAppointmentEvent(tx, 'cancelar_turno_x_reserva_impaga', id);
    return ids;
  });
}
