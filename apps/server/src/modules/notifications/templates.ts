/**
 * Template rendering (ADR 0042). A template is plain text written by the admin: every literal
 * part and every value is HTML-escaped, line breaks become <br>, and only our own placeholders
 * produce markup ([Logo] an <img>, the link placeholders an <a>). WhatsApp gets plain text.
 */
export const APPOINTMENT_PLACEHOLDERS = [
  'Logo',
  'Nombre',
  'Fecha',
  'Hora',
  'Profesional',
  'Servicio',
  'Sucursal',
  'Nombre del sitio',
  'Enlace para iniciar sesión',
] as const;
/** `turno_liberado`'s: an appointment's, plus the link that opens the booking (contract §6.3). */
export const FREED_START_PLACEHOLDERS = [
  ...APPOINTMENT_PLACEHOLDERS,
  'Enlace para reservar',
] as const;
/**
 * `cierre_sucursal`'s (contract §7.6, and §4.4's day off): an appointment's, plus why it cannot
 * take place and where to choose another day.
 */
export const CLOSURE_PLACEHOLDERS = [
  ...APPOINTMENT_PLACEHOLDERS,
  'Motivo',
  'Enlace para reprogramar',
] as const;
/** The reminder's: an appointment's, plus the WhatsApp answer prompt (contract §6.5). */
export const REMINDER_PLACEHOLDERS = [...APPOINTMENT_PLACEHOLDERS, 'Confirmar'] as const;
export const NEW_USER_PLACEHOLDERS = [
  'Logo',
  'Nombre',
  'Nombre del sitio',
  'Enlace para validar cuenta',
] as const;
const LINKS = new Set([
  'Enlace para iniciar sesión',
  'Enlace para validar cuenta',
  'Enlace para reservar',
  'Enlace para reprogramar',
]);

/** Stands for PUBLIC_URL in a queued message; the worker, which knows the config, fills it in. */
export const BASE_URL_MARK = '{{PUBLIC_URL}}';

export type TemplateValues = Partial<Record<string, string>>;

const PLACEHOLDER = /\[([^\]\n]{1,40})\]/g;

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Splits a template into literal text and the placeholders it is allowed to use. */
function tokens(template: string, allowed: readonly string[]) {
  const out: Array<{ literal: string } | { name: string }> = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const name = m[1] ?? '';
    if (!allowed.includes(name)) continue;
    out.push({ literal: template.slice(last, m.index) }, { name });
    last = m.index + m[0].length;
  }
  out.push({ literal: template.slice(last) });
  return out;
}

/** Plain text (WhatsApp, and the text part of e-mails): values as they are, no logo. */
export function renderText(template: string, values: TemplateValues, allowed: readonly string[]) {
  return tokens(template, allowed)
    .map((t) => ('literal' in t ? t.literal : t.name === 'Logo' ? '' : (values[t.name] ?? '')))
    .join('')
    .replace(/^\s*\n/, '')
    .trim();
}

const safeHref = (url: string) => /^(https?:\/\/|\{\{PUBLIC_URL\}\})/i.test(url);

export function renderHtml(
  template: string,
  values: TemplateValues,
  allowed: readonly string[],
  logoUrl: string | null,
) {
  const inner = tokens(template, allowed)
    .map((t) => {
      if ('literal' in t) return escapeHtml(t.literal);
      const value = values[t.name] ?? '';
      if (t.name === 'Logo') {
        return logoUrl
          ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(values['Nombre del sitio'] ?? '')}" style="max-width:150px;max-height:150px">`
          : '';
      }
      if (LINKS.has(t.name) && safeHref(value)) {
        return `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`;
      }
      return escapeHtml(value);
    })
    .join('')
    .replace(/\r?\n/g, '<br>\n');
  return [
    '<!doctype html><html lang="es-AR"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    `<div style="max-width:560px;margin:0 auto;padding:16px">${inner}</div>`,
    '</body></html>',
  ].join('');
}

/** dd/MM/yyyy from yyyy-MM-dd, as the studio writes dates. */
export const formatFecha = (fecha: string) =>
  `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

/** The client's WhatsApp number: digits only, 549… for Argentine mobiles stored without the 9. */
export function whatsappNumber(celular: string): string {
  const digits = celular.replace(/\D/g, '');
  if (digits.startsWith('54') && !digits.startsWith('549')) return `549${digits.slice(2)}`;
  return digits;
}
