import type { NotificationEvent } from '@turnos/domain';
import type { IcsAppointment } from '../calendars';

/**
 * The invitation an appointment e-mail carries (contract §6.4), as queued: the appointment as it
 * was at the event (its SEQUENCE included), turned into the .ics when the e-mail is sent.
 */
export interface EmailIcs {
  method: 'REQUEST' | 'CANCEL';
  /** a single booking's appointment; for a visit, its first appointment (the message's key) */
  appointment: IcsAppointment;
  /**
   * A visit (contract §6.2, ADR 0074): every appointment of it as it was at the event, one VEVENT
   * each (its own UID and SEQUENCE) in the one calendar the e-mail carries.
   */
  visit?: { id: number; appointments: IcsAppointment[] };
  /** the site's name when queued (the ORGANIZER's name) */
  organizador?: string;
}

/** Booking, reschedule and reminder e-mails invite (REQUEST); cancellations withdraw (CANCEL). */
export const icsMethodOf = (event: Exclude<NotificationEvent, 'nuevo_usuario'>) =>
  event === 'cancelar_turno' || event === 'cancelar_turno_x_reserva_impaga'
    ? ('CANCEL' as const)
    : ('REQUEST' as const);

/** The events of the e-mail's calendar: the visit's appointments, or the one appointment. */
export const icsEventsOf = (ics: EmailIcs): IcsAppointment[] =>
  ics.visit && ics.visit.appointments.length > 0 ? ics.visit.appointments : [ics.appointment];

/** The attachment's name: `turno-{id}.ics`, or `visita-{id}.ics` for a visit. */
export const icsFilenameOf = (ics: EmailIcs) =>
  ics.visit ? `visita-${ics.visit.id}.ics` : `turno-${ics.appointment.id}.ics`;

/** A visit's invitation from its appointments (ordered as done); undefined without any. */
export function visitIcs(
  method: EmailIcs['method'],
  visitId: number,
  list: readonly IcsAppointment[],
): EmailIcs | undefined {
  const appointments = [...list].sort(
    (a, b) =>
      a.fecha.localeCompare(b.fecha) || a.horaInicio.localeCompare(b.horaInicio) || a.id - b.id,
  );
  const key = [...list].sort((a, b) => a.id - b.id)[0];
  return key ? { method, appointment: key, visit: { id: visitId, appointments } } : undefined;
}
