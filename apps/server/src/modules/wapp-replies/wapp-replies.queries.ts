import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { appointments, notifications, users, wappInboundMessages } from '../../db/schema';
import type { Db } from '../../db/types';
import { PHONE_TAIL_DIGITS } from '@turnos/domain';

const BUSY_SERVICE_ID = 1;

/** Records a received message id; false when it was recorded before (a repeated delivery). */
export async function recordInbound(db: Db, id: string, number: string): Promise<boolean> {
  const rows = await db
    .insert(wappInboundMessages)
    .values({ messageId: id, number, outcome: 'recibido' })
    .onConflictDoNothing()
    .returning({ id: wappInboundMessages.messageId });
  return rows.length > 0;
}

export async function setInboundResult(
  db: Db,
  id: string,
  outcome: string,
  appointmentId: number | null,
) {
  await db
    .update(wappInboundMessages)
    .set({ outcome, appointmentId })
    .where(eq(wappInboundMessages.messageId, id));
}

/**
 * The people whose stored phone may be this number: those whose phone ends in the same digits
 * (`phoneTail`); the caller keeps the ones whose `phoneKey` is the number's (ADR 0086). Stored
 * phones are free text to this query (spaces, dashes, +54 …): only their digits count.
 */
export async function usersWithPhoneTail(db: Db, tail: string) {
  return db
    .select({ id: users.id, phone: users.phone, roles: users.roles })
    .from(users)
    .where(
      sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), ${sql.raw(String(PHONE_TAIL_DIGITS))}) = ${tail}`,
    );
}

/**
 * The appointments an answer from these people may refer to, earliest first: theirs, not
 * cancelled, not a busy block, not over yet, whose WhatsApp reminder for its current date and
 * time (its version, ADR 0074) was sent. A visit's reminder is keyed by its first appointment,
 * which is what this returns for it (with its `visitId`).
 */
export async function remindedAppointmentsOf(
  db: Db,
  clientIds: number[],
  now: { date: string; time: string },
) {
  if (clientIds.length === 0) return [];
  return db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      fecha: appointments.fecha,
      hora: appointments.horaInicio,
      confirmado: appointments.confirmed,
      visitId: appointments.visitId,
      sequence: appointments.sequence,
    })
    .from(appointments)
    .innerJoin(
      notifications,
      eq(
        notifications.dedupeKey,
        // reminderKey (notifications/reminder-key.ts): the reminder of its current date and version
        sql`'recordatorio:' || ${appointments.id} || ':' || ${appointments.fecha} || case when ${appointments.sequence} > 0 then ':' || ${appointments.sequence} else '' end`,
      ),
    )
    .where(
      and(
        inArray(appointments.clientId, clientIds),
        eq(appointments.cancelado, false),
        ne(appointments.serviceId, BUSY_SERVICE_ID),
        eq(notifications.status, 'enviado'),
        or(
          gt(appointments.fecha, now.date),
          and(eq(appointments.fecha, now.date), gt(appointments.horaFin, now.time)),
        ),
      ),
    )
    .orderBy(asc(appointments.fecha), asc(appointments.horaInicio), asc(appointments.id));
}
