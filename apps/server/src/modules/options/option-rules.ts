import {
  CLOSE_HOLIDAYS_OPTION,
  CREDIT_DAYS_OPTION,
  CREDIT_ON_CANCEL_OPTION,
  CVU_ERROR,
  creditDaysError,
  instagramContactError,
  whatsappContactError,
  SECRET_OPTIONS,
  TIME_PATTERN,
  emailError,
  isValidCvu,
  maskSecret,
} from '@turnos/domain';
import { gatewayAddressError } from './gateway-address';

type Rule = (valor: string) => string | null;

const url: Rule = (v) =>
  v === '' || /^https?:\/\/[^\s<>"']+$/i.test(v)
    ? null
    : 'Debe ser un enlace que empiece con http:// o https://';
const flag: Rule = (v) => (v === '0' || v === '1' ? null : "Debe ser '0' o '1'.");
/** http(s)://host or a bare host/IP, nothing else: the API key goes there (gateway-address.ts). */
const gatewayHost: Rule = gatewayAddressError;
const port: Rule = (v) =>
  v === '' || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535)
    ? null
    : 'Debe ser un puerto entre 1 y 65535.';
/** The one e-mail rule (ADR 0050); empty means "none". */
const email: Rule = (v) => (v === '' ? null : emailError(v));

const RULES: Record<string, Rule> = {
  turnos_cant_max_turnos_permitidos: (v) =>
    /^\d{1,3}$/.test(v) ? null : 'Debe ser un número entero mayor o igual a 0.',
  turnos_email_sitio: email,
  [CREDIT_ON_CANCEL_OPTION]: flag,
  [CREDIT_DAYS_OPTION]: creditDaysError,
  [CLOSE_HOLIDAYS_OPTION]: flag,
  turnos_nombre_sitio: (v) => (v.length <= 100 ? null : 'Máximo 100 caracteres.'),
  turnos_contacto_whatsapp: whatsappContactError,
  turnos_contacto_instagram: instagramContactError,
  turnos_enlace_iniciar_sesion: url,
  turnos_enlace_validar_cuenta: url,
  turnos_mp_back_url_success: url,
  turnos_mp_back_url_failure: url,
  turnos_mp_url_notification: url,
  turnos_mp_cvu: (v) => (v === '' || isValidCvu(v) ? null : CVU_ERROR),
  turnos_wapp_ip_servidor: gatewayHost,
  turnos_wapp_puerto: port,
  turnos_enviar_wapp_recordatorio_turno_hora_envio: (v) =>
    TIME_PATTERN.test(v) ? null : 'Debe ser una hora válida (HH:MM).',
};

/** The Spanish message for a value an option cannot take, or null when it is fine. */
export function optionError(opcion: string, valor: string): string | null {
  if (opcion.startsWith('turnos_enviar_')) {
    return opcion === 'turnos_enviar_wapp_recordatorio_turno_hora_envio'
      ? (RULES[opcion]?.(valor) ?? null)
      : flag(valor);
  }
  return RULES[opcion]?.(valor) ?? null;
}

/**
 * A secret saved back exactly as it was shown (masked) is the form re-sending what it loaded:
 * keep the stored secret instead of overwriting it with dots.
 */
export const isUnchangedSecret = (opcion: string, valor: string, stored: string | undefined) =>
  SECRET_OPTIONS.includes(opcion) &&
  stored !== undefined &&
  valor === maskSecret(stored) &&
  valor !== '';
