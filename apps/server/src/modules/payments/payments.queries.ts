import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { appointments, paymentInfo, users } from '../../db/schema';
import type { Db } from '../../db/types';

export type NewPaymentInfo = typeof paymentInfo.$inferInsert;
export type PaymentAlert = 'pago_tardio' | 'monto_insuficiente' | 'pago_duplicado';

export async function getPaymentInfo(db: Db, appointmentId: number) {
  const [row] = await db
    .select()
    .from(paymentInfo)
    .where(eq(paymentInfo.appointmentId, appointmentId));
  return row;
}

/** One record per reservation: the payment that decided it (ADR 0030). */
export async function upsertPaymentInfo(db: Db, values: NewPaymentInfo) {
  const { appointmentId: _id, ...rest } = values;
  await db
    .insert(paymentInfo)
    .values(values)
    .onConflictDoUpdate({ target: paymentInfo.appointmentId, set: rest });
}

/** Payments an admin must look at (refund or rebook), oldest first; resolved ones left out. */
export async function listOpenAlerts(db: Db) {
  return db
    .select({
      info: paymentInfo,
      fecha: appointments.fecha,
      hora: appointments.horaInicio,
      serviceName: appointments.serviceName,
      professionalName: appointments.professionalName,
      branchName: appointments.branchName,
      montoReserva: appointments.montoReserva,
      cancelado: appointments.cancelado,
      canceladoPor: appointments.canceladoPor,
      clientName: users.name,
      clientEmail: users.email,
      clientPhone: users.phone,
    })
    .from(paymentInfo)
    .innerJoin(appointments, eq(appointments.id, paymentInfo.appointmentId))
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(and(isNotNull(paymentInfo.alert), isNull(paymentInfo.alertResolvedAt)))
    .orderBy(desc(paymentInfo.updatedAt));
}

export async function resolveAlert(db: Db, appointmentId: number, adminId: number, now: Date) {
  const rows = await db
    .update(paymentInfo)
    .set({ alertResolvedBy: adminId, alertResolvedAt: now })
    .where(and(eq(paymentInfo.appointmentId, appointmentId), isNotNull(paymentInfo.alert)))
    .returning({ id: paymentInfo.appointmentId });
  return rows.length > 0;
}
