/**
 * The studio's public contact (ADR 0091): a WhatsApp number and an Instagram account, kept in
 * options `turnos_contacto_whatsapp` and `turnos_contacto_instagram` (empty = not shown). The
 * same reading serves the option's check on the server and the links on the home page.
 */

export const WHATSAPP_CONTACT_ERROR =
  'Ingresá el número completo, con código de país (por ejemplo, +54 9 297 412-3456).';
export const INSTAGRAM_CONTACT_ERROR =
  'Ingresá el usuario de Instagram (por ejemplo, @mi.peluqueria) o el enlace a su perfil.';

/**
 * The digits of an international phone number as wa.me wants them (country code first, no '+'),
 * or null when it is not one. Spaces, dots, dashes and parentheses may separate groups; a
 * leading '+' or '00' is the international prefix. 10 to 15 digits (E.164 allows 15).
 */
export function whatsappDigits(value: string): string | null {
  const text = value.trim();
  if (!/^(\+|00)?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/^(\+|00)/, '').replace(/[\s().-]/g, '');
  if (!/^[1-9]\d{9,14}$/.test(digits)) return null;
  return digits;
}

/** Instagram user names: letters, digits, '.' and '_', at most 30, not ending in '.'. */
const HANDLE = /^(?!.*\.\.)(?!.*\.$)[A-Za-z0-9._]{1,30}$/;
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i;

/** The Instagram user name in '@name', 'name' or a profile link, or null when it is none. */
export function instagramHandle(value: string): string | null {
  const text = value.trim();
  const fromUrl = PROFILE_URL.exec(text)?.[1];
  const handle = fromUrl ?? text.replace(/^@/, '');
  return HANDLE.test(handle) ? handle : null;
}

/** The option's check: '' (none) or a number wa.me can open. */
export const whatsappContactError = (value: string): string | null =>
  value.trim() === '' || whatsappDigits(value) !== null ? null : WHATSAPP_CONTACT_ERROR;

/** The option's check: '' (none) or an Instagram account. */
export const instagramContactError = (value: string): string | null =>
  value.trim() === '' || instagramHandle(value) !== null ? null : INSTAGRAM_CONTACT_ERROR;

/** The chat link (wa.me) for a valid number; null for an empty or invalid option. */
export function whatsappContactLink(value: string): string | null {
  const digits = whatsappDigits(value);
  return digits ? `https://wa.me/${digits}` : null;
}

/** The profile link for a valid account; null for an empty or invalid option. */
export function instagramContactLink(value: string): string | null {
  const handle = instagramHandle(value);
  return handle ? `https://www.instagram.com/${handle}/` : null;
}
