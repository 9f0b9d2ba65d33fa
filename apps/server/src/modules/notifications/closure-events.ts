import { asc, eq } from 'drizzle-orm';
import type { EventLog } from './event-log';
import type { Db } from '../../db/types';
import { appointments, users } from '../../db/schema';
import { getIcsAppointment, getVisitIcsAppointments } from '../calendars';
import { BASE_URL_MARK, CLOSURE_PLACEHOLDERS } from './templates';
import { appointmentValues, queueEvent } from './events';
import { visitIcs, type EmailIcs } from './email-ics';
import { visitAsAppointment } from './visit-as-appointment';

/** What the message says when the date off was given no reason. */
export const NO_REASON_MOTIVO = 'día no laborable';

export interface ClosureNotice {
  /** why the date is off ('' for none) */
  motivo: string;
  /** the appointment was cancelled (its e-mail withdraws it from the calendar) */
  cancelled: boolean;
}

/**
 * Where the client chooses another day: Mis turnos while the appointment stands (they move it
 * from there); once cancelled, the booking wizard at the same professional and service.
 */
function rescheduleLink(
  cancelled: boolean,
  a: { branchId: number; professionalBranchId: number; professionalServiceId: number | null },
) {
  if (!cancelled) return `${BASE_URL_MARK}/cliente/dashboard`;
  const query = new URLSearchParams({
    id_sucursal: String(a.branchId),
    id_peluquero_sucursal: String(a.professionalBranchId),
    ...(a.professionalServiceId === null
      ? {}
      : { id_servicio_de_peluquero_por_sucursal: String(a.professionalServiceId) }),
  });
  return `${BASE_URL_MARK}/cliente/reservar-turno?${query.toString()}`;
}

const columns = {
  id: appointments.id,
  fecha: appointments.fecha,
  horaInicio: appointments.horaInicio,
  serviceName: appointments.serviceName,
  professionalName: appointments.professionalName,
  branchName: appointments.branchName,
  branchId: appointments.branchId,
  professionalBranchId: appointments.professionalBranchId,
  professionalServiceId: appointments.professionalServiceId,
  name: users.name,
  email: users.email,
  phone: users.phone,
};

/**
 * `cierre_sucursal` (contract §7.6, and the day off of §4.4) for one single appointment or one
 * whole visit — one message per booking, keyed like its other events —, in the caller's
 * transaction and inside a savepoint: whatever goes wrong here is logged and swallowed, never
 * failing the date off. Read after any cancel in that transaction, so a cancelled one's e-mail
 * carries its withdrawal (METHOD:CANCEL, its new SEQUENCE).
 */
export async function queueClosureEvent(
  db: Db,
  subject: { appointmentId: number } | { visitId: number },
  notice: ClosureNotice,
  log: EventLog,
): Promise<void> {
  try {
    await db.transaction(async (sp) => {
      const tx = sp as unknown as Db;
      const rows = await tx
        .select(columns)
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.clientId))
        .where(
          'visitId' in subject
            ? eq(appointments.visitId, subject.visitId)
            : eq(appointments.id, subject.appointmentId),
        )
        .orderBy(asc(appointments.id));
      const first = rows[0];
      if (!first) return;
      const shown = 'visitId' in subject ? visitAsAppointment(rows) : first;
      const method = notice.cancelled ? ('CANCEL' as const) : undefined;
      let ics: EmailIcs | undefined;
      if (method && 'visitId' in subject) {
        ics = visitIcs(method, subject.visitId, await getVisitIcsAppointments(tx, subject.visitId));
      } else if (method) {
        const found = await getIcsAppointment(tx, first.id);
        ics = found ? { method, appointment: found.ics } : undefined;
      }
      await queueEvent(
        tx,
        'cierre_sucursal',
        shown.id,
        first,
        {
          ...appointmentValues({
            clientName: first.name,
            fecha: shown.fecha,
            hora: shown.horaInicio,
            serviceName: shown.serviceName,
            professionalName: shown.professionalName,
            branchName: shown.branchName,
          }),
          Motivo: notice.motivo.trim() || NO_REASON_MOTIVO,
          'Enlace para reprogramar': rescheduleLink(notice.cancelled, first),
        },
        CLOSURE_PLACEHOLDERS,
        shown.id,
        ics,
      );
    });
  } catch (err) {
    log.error({ err, event: 'cierre_sucursal', ...subject }, 'notification not queued');
  }
}
