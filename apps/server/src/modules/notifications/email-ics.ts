import type { NotificationEvent } from '@turnos/domain';
import type { IcsAppointment } from '../calendars';

/**
 * The invitation an appointment e-mail carries (contract §6.4), as queued: the appointment as it
 * was at the event (its SEQUENCE included), turned into the .ics when the e-mail is sent.
 */
export interface EmailIcs {
  method: 'REQUEST' | 'CANCEL';
  appointment: IcsAppointment;
  /** the site's name when queued (the ORGANIZER's name) */
  organizador?: string;
}

/** Booking, reschedule and reminder e-mails invite (REQUEST); cancellations withdraw (CANCEL). */
export const icsMethodOf = (event: Exclude<NotificationEvent, 'nuevo_usuario'>) =>
  event === 'cancelar_turno' || event === 'cancelar_turno_x_reserva_impaga'
    ? ('CANCEL' as const)
    : ('REQUEST' as const);
