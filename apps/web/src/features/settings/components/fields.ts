import {
  creditDaysError,
  emailError,
  instagramContactError,
  whatsappContactError,
} from '@turnos/domain';
import { isValidCvu, CVU_ERROR } from '../cvu';
import type { OptionField } from './option-form';

export const APPOINTMENT_PLACEHOLDERS = [
  'Nombre',
  'Fecha',
  'Hora',
  'Profesional',
  'Servicio',
  'Sucursal',
  'Nombre del sitio',
  'Enlace para iniciar sesión',
] as const;
export const NEW_USER_PLACEHOLDERS = [
  'Nombre',
  'Nombre del sitio',
  'Enlace para validar cuenta',
] as const;

const url = (v: string) =>
  v === '' || /^https?:\/\/\S+$/i.test(v)
    ? null
    : 'Debe ser un enlace que empiece con http:// o https://';

export const siteFields: OptionField[] = [
  { name: 'turnos_nombre_sitio', label: 'Nombre del sitio', kind: 'text' },
  {
    name: 'turnos_email_sitio',
    label: 'Email del sitio',
    kind: 'text',
    // the one e-mail rule (ADR 0050); empty means "none"
    validate: (v) => (v === '' ? null : emailError(v)),
  },
  {
    name: 'turnos_enlace_iniciar_sesion',
    label: 'Enlace para iniciar sesión',
    kind: 'text',
    validate: url,
  },
  {
    name: 'turnos_enlace_validar_cuenta',
    label: 'Enlace para validar cuenta',
    kind: 'text',
    validate: url,
  },
  // the studio's contact on the home page (ADR 0091); empty hides it
  {
    name: 'turnos_contacto_whatsapp',
    label: 'WhatsApp de contacto',
    kind: 'text',
    helper:
      'Se muestra en la página de inicio. Con código de país, por ejemplo +54 9 297 412-3456.',
    validate: whatsappContactError,
  },
  {
    name: 'turnos_contacto_instagram',
    label: 'Instagram',
    kind: 'text',
    helper: 'Se muestra en la página de inicio: el usuario (@mi.peluqueria) o el enlace al perfil.',
    validate: instagramContactError,
  },
];

export const limitFields: OptionField[] = [
  {
    name: 'turnos_cant_max_turnos_permitidos',
    label: 'Máximo de turnos activos por cliente',
    kind: 'number',
    helper: '0 = sin límite',
    validate: (v) => (/^\d{1,3}$/.test(v) ? null : 'Debe ser un número entero mayor o igual a 0.'),
  },
];

/** Client credit (contract §7.5): what happens to a paid seña when the booking is cancelled. */
export const creditFields: OptionField[] = [
  {
    name: 'turnos_sena_a_favor_al_cancelar',
    label: 'Devolver la seña como saldo a favor al cancelar',
    kind: 'switch',
    helper:
      'Activado: si un cliente cancela a tiempo un turno con la seña pagada, o si el estudio lo cancela (también por un día no laborable o un cierre), la seña queda como saldo a favor del cliente. Lo puede usar para pagar la seña de su próximo turno o en el local. Desactivado: el cliente que cancela pierde la seña.',
  },
  {
    name: 'turnos_dias_validez_saldo',
    label: 'Días de validez del saldo a favor',
    kind: 'number',
    helper:
      'Cada saldo vence esa cantidad de días después de que se otorgó; siempre se usa primero el más antiguo. 0 = no vence nunca.',
    validate: creditDaysError,
  },
];

export const eventFields = (event: string, channel: 'email' | 'wapp'): OptionField[] => {
  const base =
    event === 'nuevo_usuario'
      ? NEW_USER_PLACEHOLDERS
      : event === 'turno_liberado'
        ? [...APPOINTMENT_PLACEHOLDERS, 'Enlace para reservar']
        : event === 'cierre_sucursal'
          ? [...APPOINTMENT_PLACEHOLDERS, 'Motivo', 'Enlace para reprogramar']
          : APPOINTMENT_PLACEHOLDERS;
  return [
    {
      name: `turnos_enviar_${channel}_${event}`,
      label: channel === 'email' ? 'Enviar email' : 'Enviar WhatsApp',
      kind: 'switch',
    },
    {
      name: `turnos_mensaje_${channel}_${event}`,
      label: 'Mensaje',
      kind: 'template',
      placeholders: channel === 'email' ? ['Logo', ...base] : base,
    },
  ];
};

export const wappServerFields: OptionField[] = [
  {
    name: 'turnos_wapp_ip_servidor',
    label: 'IP del servidor',
    kind: 'text',
    helper: 'IP o nombre, con https:// adelante si corresponde (ej. https://wa.ejemplo.com)',
  },
  {
    name: 'turnos_wapp_puerto',
    label: 'Puerto',
    kind: 'text',
    validate: (v) =>
      v === '' || (/^\d{1,5}$/.test(v) && +v >= 1 && +v <= 65535)
        ? null
        : 'Debe ser un puerto entre 1 y 65535.',
  },
  { name: 'turnos_wapp_auth_token', label: 'Token de autenticación', kind: 'secret' },
];

export const reminderFields: OptionField[] = [
  {
    name: 'turnos_enviar_wapp_recordatorio_turno',
    label: 'Enviar recordatorio el día anterior',
    kind: 'switch',
  },
  {
    name: 'turnos_enviar_wapp_recordatorio_turno_hora_envio',
    label: 'Hora de envío',
    kind: 'time',
  },
  {
    name: 'turnos_mensaje_wapp_recordatorio_turno',
    label: 'Mensaje',
    kind: 'template',
    placeholders: [...APPOINTMENT_PLACEHOLDERS, 'Confirmar'],
    helper:
      '[Confirmar] agrega «Respondé 1 para confirmar o 2 para cancelar.»: la respuesta del cliente confirma o cancela el turno.',
  },
  // contract §6.4: the e-mail reminder goes at the same hour
  {
    name: 'turnos_enviar_email_recordatorio_turno',
    label: 'Enviar también el recordatorio por e-mail',
    kind: 'switch',
  },
  {
    name: 'turnos_mensaje_email_recordatorio_turno',
    label: 'Mensaje del e-mail de recordatorio',
    kind: 'template',
    placeholders: APPOINTMENT_PLACEHOLDERS,
  },
];

export const mpKeyFields: OptionField[] = [
  { name: 'turnos_mp_access_token', label: 'Access token', kind: 'secret' },
  { name: 'turnos_mp_public_key', label: 'Public key', kind: 'text' },
  {
    name: 'turnos_mp_back_url_success',
    label: 'URL de retorno (pago exitoso)',
    kind: 'text',
    validate: url,
  },
  {
    name: 'turnos_mp_back_url_failure',
    label: 'URL de retorno (pago fallido)',
    kind: 'text',
    validate: url,
  },
];

export const mpAccountFields: OptionField[] = [
  {
    name: 'turnos_mp_cvu',
    label: 'CVU / CBU',
    kind: 'text',
    helper: '22 dígitos',
    validate: (v) => (v === '' || isValidCvu(v) ? null : CVU_ERROR),
  },
];
