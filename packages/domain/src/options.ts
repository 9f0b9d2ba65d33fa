/** Seed §3 key-value option names, with who may read them. */
const EVENTS = [
  'cancelar_turno',
  'cancelar_turno_x_reserva_impaga',
  'nuevo_usuario',
  'nuevo_turno',
  'reprogramar_turno',
  'turno_liberado',
  // contract §7.6 (and §4.4's day off): an appointment that cannot take place on its date
  'cierre_sucursal',
] as const;
export type NotificationEvent = (typeof EVENTS)[number];

export const OPTION_NAMES = [
  'turnos_mp_access_token',
  'turnos_mp_public_key',
  'turnos_mp_url_notification',
  'turnos_mp_back_url_success',
  'turnos_mp_back_url_failure',
  'turnos_mp_cvu',
  'turnos_nombre_sitio',
  'turnos_email_sitio',
  'turnos_enlace_iniciar_sesion',
  'turnos_enlace_validar_cuenta',
  'turnos_cant_max_turnos_permitidos',
  // client credit (contract §7.5, ADR 0100)
  'turnos_sena_a_favor_al_cancelar',
  'turnos_dias_validez_saldo',
  // contract §7.6: '1' = a national holiday closes every branch unless marked open (ADR 0102)
  'turnos_cerrar_feriados',
  // the studio's public contact on the home page (ADR 0091)
  'turnos_contacto_whatsapp',
  'turnos_contacto_instagram',
  'turnos_wapp_ip_servidor',
  'turnos_wapp_puerto',
  'turnos_wapp_auth_token',
  'turnos_enviar_wapp_recordatorio_turno',
  'turnos_enviar_wapp_recordatorio_turno_hora_envio',
  'turnos_mensaje_wapp_recordatorio_turno',
  'turnos_enviar_email_recordatorio_turno',
  'turnos_mensaje_email_recordatorio_turno',
  ...EVENTS.flatMap((e) => [
    `turnos_enviar_email_${e}`,
    `turnos_mensaje_email_${e}`,
    `turnos_enviar_wapp_${e}`,
    `turnos_mensaje_wapp_${e}`,
  ]),
] as const;

export const PUBLIC_OPTIONS: readonly string[] = [
  'turnos_nombre_sitio',
  'turnos_cant_max_turnos_permitidos',
  // a client is told before cancelling whether their deposit becomes credit, and for how long
  'turnos_sena_a_favor_al_cancelar',
  'turnos_dias_validez_saldo',
  'turnos_cerrar_feriados',
  'turnos_contacto_whatsapp',
  'turnos_contacto_instagram',
];
export const SECRET_OPTIONS: readonly string[] = [
  'turnos_mp_access_token',
  'turnos_wapp_auth_token',
];

export const isOptionName = (name: string) => (OPTION_NAMES as readonly string[]).includes(name);

/** Secrets come back masked: only the last 4 characters show. */
export function maskSecret(value: string): string {
  if (!value) return '';
  return `${'•'.repeat(Math.max(4, value.length - 4))}${value.slice(-4)}`;
}

/** Contract §7.6: '1' = national holidays close the studio unless marked open; '0' (default) = only shown. */
export const CLOSE_HOLIDAYS_OPTION = 'turnos_cerrar_feriados';
