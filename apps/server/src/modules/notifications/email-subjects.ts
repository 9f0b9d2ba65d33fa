import type { NotificationEvent } from '@turnos/domain';

/** Each event's e-mail subject; the placeholders are filled like the body's (ADR 0042). */
export const EMAIL_SUBJECTS: Record<NotificationEvent, string> = {
  nuevo_usuario: '[Nombre del sitio]: validá tu cuenta',
  nuevo_turno: '[Nombre del sitio]: tu turno quedó agendado',
  cancelar_turno: '[Nombre del sitio]: tu turno fue cancelado',
  cancelar_turno_x_reserva_impaga: '[Nombre del sitio]: tu turno fue cancelado por falta de pago',
  reprogramar_turno: '[Nombre del sitio]: reprogramamos tu turno',
  turno_liberado: '[Nombre del sitio]: se liberó un horario el [Fecha]',
  cierre_sucursal: '[Nombre del sitio]: tu turno del [Fecha] no podrá realizarse',
};
