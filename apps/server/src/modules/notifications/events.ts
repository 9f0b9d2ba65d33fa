import type { NotificationEvent } from '@turnos/domain';
import type { Db } from '../../db/types';

/**
 * Queues the messages of an appointment event (e-mail and/or WhatsApp, per the option flags)
 * in the same transaction as the event, so a message exists exactly when the event happened.
 * The notifications worker sends them later; this never blocks or fails the booking.
 *
 * Events: nuevo_turno, cancelar_turno, cancelar_turno_x_reserva_impaga, reprogramar_turno.
 */
export async function queueAppointmentEvent(
  _db: Db,
  _event: Exclude<NotificationEvent, 'nuevo_usuario'>,
  _appointmentId: number,
): Promise<void> {
  // implemented by the notifications module (issue 7)
}

/** Queues the `nuevo_usuario` message (the validation link) for a new client. */
export async function queueNewUserEvent(_db: Db, _userId: number, _validationLink: string) {
  // implemented by the notifications module (issue 7)
}
