import {
  CLOSE_HOLIDAYS_OPTION,
  CREDIT_DAYS_DEFAULT,
  CREDIT_DAYS_OPTION,
  CREDIT_ON_CANCEL_OPTION,
  type NotificationEvent,
} from '@turnos/domain';

/**
 * Values used while an option row is absent (ADR 0042): e-mails ship enabled with these Spanish
 * templates, WhatsApp messages and the reminder ship disabled until a gateway is configured.
 */
const footer = 'Saludos,\n[Nombre del sitio]';

const EMAIL_TEMPLATES: Record<NotificationEvent, string> = {
  nuevo_usuario: `[Logo]\n¡Hola [Nombre]!\n\nGracias por registrarte en [Nombre del sitio]. Para empezar a reservar turnos, validá tu cuenta con este enlace:\n[Enlace para validar cuenta]\n\nSi no creaste esta cuenta, ignorá este correo.\n\n${footer}`,
  nuevo_turno: `[Logo]\n¡Hola [Nombre]!\n\nTu turno quedó agendado:\n• Servicio: [Servicio]\n• Profesional: [Profesional]\n• Sucursal: [Sucursal]\n• Día: [Fecha] a las [Hora]\n\nPodés ver, reprogramar o cancelar tus turnos en [Enlace para iniciar sesión]\n\n${footer}`,
  cancelar_turno: `[Logo]\nHola [Nombre]:\n\nTu turno de [Servicio] con [Profesional] en [Sucursal] del [Fecha] a las [Hora] fue cancelado.\n\nSi querés, podés reservar otro en [Enlace para iniciar sesión]\n\n${footer}`,
  cancelar_turno_x_reserva_impaga: `[Logo]\nHola [Nombre]:\n\nTu turno de [Servicio] con [Profesional] en [Sucursal] del [Fecha] a las [Hora] fue cancelado porque la seña no se pagó a tiempo.\n\nPodés reservar nuevamente en [Enlace para iniciar sesión]\n\n${footer}`,
  turno_liberado: `[Logo]\n¡Hola [Nombre]!\n\nSe liberó un horario que esperabas:\n• Servicio: [Servicio]\n• Profesional: [Profesional]\n• Sucursal: [Sucursal]\n• Día: [Fecha] a las [Hora]\n\nEl primero que reserva se lo queda: [Enlace para reservar]\n\n${footer}`,
  cierre_sucursal: `[Logo]\nHola [Nombre]:\n\nEl [Fecha] no vamos a poder atenderte ([Motivo]). Tu turno de [Servicio] con [Profesional] en [Sucursal] a las [Hora] no podrá realizarse.\n\nElegí otro día en [Enlace para reprogramar]\n\nDisculpá las molestias.\n\n${footer}`,
  reprogramar_turno: `[Logo]\n¡Hola [Nombre]!\n\nReprogramamos tu turno. Los nuevos datos son:\n• Servicio: [Servicio]\n• Profesional: [Profesional]\n• Sucursal: [Sucursal]\n• Día: [Fecha] a las [Hora]\n\nPodés ver tus turnos en [Enlace para iniciar sesión]\n\n${footer}`,
};

const WAPP_TEMPLATES: Record<NotificationEvent, string> = {
  nuevo_usuario:
    '¡Hola [Nombre]! Gracias por registrarte en [Nombre del sitio]. Validá tu cuenta en: [Enlace para validar cuenta]',
  nuevo_turno:
    '¡Hola [Nombre]! Tu turno de [Servicio] con [Profesional] en [Sucursal] quedó agendado para el [Fecha] a las [Hora]. [Nombre del sitio]',
  cancelar_turno:
    'Hola [Nombre]: tu turno de [Servicio] del [Fecha] a las [Hora] en [Sucursal] fue cancelado. [Nombre del sitio]',
  cancelar_turno_x_reserva_impaga:
    'Hola [Nombre]: tu turno de [Servicio] del [Fecha] a las [Hora] fue cancelado porque la seña no se pagó a tiempo. [Nombre del sitio]',
  turno_liberado:
    '¡Hola [Nombre]! Se liberó un horario para [Servicio] con [Profesional] en [Sucursal] el [Fecha] a las [Hora]. Reservalo antes que otro: [Enlace para reservar]',
  cierre_sucursal:
    'Hola [Nombre]: el [Fecha] no vamos a poder atenderte ([Motivo]). Tu turno de [Servicio] a las [Hora] en [Sucursal] no podrá realizarse. Elegí otro día en [Enlace para reprogramar]',
  reprogramar_turno:
    '¡Hola [Nombre]! Tu turno de [Servicio] con [Profesional] se reprogramó para el [Fecha] a las [Hora] en [Sucursal]. [Nombre del sitio]',
};

export const DEFAULT_REMINDER_TEMPLATE =
  'Hola [Nombre], te recordamos tu turno de mañana [Fecha] a las [Hora]: [Servicio] con [Profesional] en [Sucursal]. ¡Te esperamos! [Confirmar] [Nombre del sitio]';

/** Contract §6.4: the e-mail reminder, sent at the WhatsApp reminder's hour (opt-in like it). */
export const DEFAULT_EMAIL_REMINDER_TEMPLATE = `[Logo]\n¡Hola [Nombre]!\n\nTe recordamos tu turno de mañana:\n• Servicio: [Servicio]\n• Profesional: [Profesional]\n• Sucursal: [Sucursal]\n• Día: [Fecha] a las [Hora]\n\nSi no podés venir, podés reprogramarlo o cancelarlo en [Enlace para iniciar sesión]\n\n¡Te esperamos!\n\n${footer}`;

export const OPTION_DEFAULTS: Record<string, string> = {
  // contract §7.5: the seed's rule (a client who cancels loses the deposit); credit lasts 60 days
  [CREDIT_ON_CANCEL_OPTION]: '0',
  [CREDIT_DAYS_OPTION]: CREDIT_DAYS_DEFAULT,
  // contract §7.6: holidays are only shown until the studio says they close it
  [CLOSE_HOLIDAYS_OPTION]: '0',
  turnos_enviar_email_recordatorio_turno: '0',
  turnos_mensaje_email_recordatorio_turno: DEFAULT_EMAIL_REMINDER_TEMPLATE,
  turnos_enviar_wapp_recordatorio_turno: '0',
  turnos_enviar_wapp_recordatorio_turno_hora_envio: '18:00',
  turnos_mensaje_wapp_recordatorio_turno: DEFAULT_REMINDER_TEMPLATE,
  ...Object.fromEntries(
    (Object.keys(EMAIL_TEMPLATES) as NotificationEvent[]).flatMap((e) => [
      [`turnos_enviar_email_${e}`, '1'],
      [`turnos_mensaje_email_${e}`, EMAIL_TEMPLATES[e]],
      [`turnos_enviar_wapp_${e}`, '0'],
      [`turnos_mensaje_wapp_${e}`, WAPP_TEMPLATES[e]],
    ]),
  ),
};
