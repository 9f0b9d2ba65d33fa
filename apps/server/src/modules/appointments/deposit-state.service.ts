import { eq, inArray } from 'drizzle-orm';
import { notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment } from '../../auth/policy';
import { appointments, paymentInfo } from '../../db/schema';
import { getUserById } from '../../auth/users.queries';
import { updateAppointment } from './appointments.queries';
import { bookingRows } from './booking-ref.queries';
import { ruleForbids } from './booking-errors';

async function load(deps: AppDeps, id: number) {
  const [appointment] = await bookingRows(deps.db, { appointmentId: id });
  if (!appointment) throw notFound('El turno no existe.');
  return appointment;
}

/**
 * Admins only (the route says so): paid records the approving admin; unpaid loses the payment
 * record (the UI asks first). An appointment of a visit (contract §6.2) carries the whole visit
 * with it: its deposit is one transfer for all of them.
 */
export async function setDepositPaid(deps: AppDeps, admin: AuthUser, id: number, paid: boolean) {
  const appointment = await load(deps, id);
  if (appointment.cancelado) throw ruleForbids('El turno está cancelado.');
  const ids =
    appointment.visitId === null
      ? [id]
      : (await bookingRows(deps.db, { visitId: appointment.visitId })).map((a) => a.id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(appointments)
      .set({ reservaPaga: paid, pagoAprobadoPor: paid ? admin.id : null })
      .where(inArray(appointments.id, ids));
    if (!paid) await tx.delete(paymentInfo).where(inArray(paymentInfo.appointmentId, ids));
  });
}

export type AppointmentField = 'horas_caducidad_reserva_impaga' | 'horas_reprogramar_turno';

/** 0 = the reservation never expires / can always be rescheduled. */
export async function setAppointmentHours(
  deps: AppDeps,
  id: number,
  field: AppointmentField,
  hours: number,
) {
  const appointment = await load(deps, id);
  if (field === 'horas_reprogramar_turno') {
    return updateAppointment(deps.db, id, { rescheduleHours: hours });
  }
  const expiresAt =
    hours > 0 ? new Date(appointment.createdAt.getTime() + hours * 3_600_000) : null;
  return updateAppointment(deps.db, id, { expiryHours: hours, expiresAt });
}

/** The provider's record of a deposit, and who approved it when an admin did. */
export async function paymentDetails(deps: AppDeps, caller: AuthUser, id: number) {
  const appointment = await load(deps, id);
  actorOnAppointment(caller, appointment);
  const [info] = await deps.db.select().from(paymentInfo).where(eq(paymentInfo.appointmentId, id));
  const approver =
    appointment.pagoAprobadoPor && appointment.pagoAprobadoPor > 0
      ? await getUserById(deps.db, appointment.pagoAprobadoPor)
      : undefined;
  return {
    info_pago: info
      ? {
          estado: info.status,
          monto_pagado_por_cliente: info.amountPaid,
          monto_neto_recibido: info.netReceived,
          cuotas: info.installments,
          payment_id: info.paymentId,
          external_reference: info.externalReference,
        }
      : null,
    pago_aprobado_por: appointment.pagoAprobadoPor,
    aprobador: approver ? { ID: approver.id, nombre: approver.name, email: approver.email } : null,
  };
}
