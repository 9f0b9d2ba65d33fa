import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { appointments, notifications, users, wappInboundMessages } from '../../db/schema';
import type { Db } from '../../db/types';

const BUSY_SERVICE_ID = 1;

/** Records a received message id; false when it was recorded before (a repeated delivery). */
export async function recordInbound(db: Db, id: string, number: string): Promise<boolean> {
  const rows = await db
    .insert(wappInboundMessages)
    .values({ messageId: id, number, resultado: 'recibido' })
    .onConflictDoNothing()
    .returning({ id: wappInboundMessages.messageId });
  return rows.length > 0;
}

export async function setInboundResult(
  db: Db,
  id: string,
  resultado: string,
  appointmentId: number | null,
) {
  await db
    .update(wappInboundMessages)
    .set({ resultado, appointmentId })
    .where(eq(wappInboundMessages.messageId, id));
}

/** Whether some client's phone is this number (stored form, or as the digits came). */
export async function clientsWithPhone(db: Db, phones: string[]) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.celular, phones), sql`'cliente' = any(${users.roles})`));
}

/**
 * The appointment a client's answer refers to: the earliest of theirs, by any client with that
 * phone, not cancelled and not over yet, whose WhatsApp reminder for its current date and time
 * (its version, ADR 0074) was sent. A visit's reminder is keyed by its first appointment, which
 * is what this returns for it (with its `visitId`).
 */
export async function nextRemindedAppointment(
  db: Db,
  phones: string[],
  now: { date: string; time: string },
) {
  const [row] = await db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      fecha: appointments.fecha,
      hora: appointments.horaInicio,
      confirmado: appointments.confirmado,
      visitId: appointments.visitId,
      secuencia: appointments.secuencia,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientId))
    .innerJoin(
      notifications,
      eq(
        notifications.dedupeKey,
        // reminderKey (notifications/reminder-key.ts): the reminder of its current date and version
        sql`'recordatorio:' || ${appointments.id} || ':' || ${appointments.fecha} || case when ${appointments.secuencia} > 0 then ':' || ${appointments.secuencia} else '' end`,
      ),
    )
    .where(
      and(
        inArray(users.celular, phones),
        eq(appointments.cancelado, false),
        ne(appointments.serviceId, BUSY_SERVICE_ID),
        eq(notifications.status, 'enviado'),
        or(
          gt(appointments.fecha, now.date),
          and(eq(appointments.fecha, now.date), gt(appointments.horaFin, now.time)),
        ),
      ),
    )
    .orderBy(asc(appointments.fecha), asc(appointments.horaInicio))
    .limit(1);
  return row;
}
