import type { AppDeps } from '../../app-deps';
import { siteName } from '../options';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], link?: { href: string; label: string }) {
  const html = [
    `<!doctype html><html lang="es-AR"><body style="font-family:sans-serif;color:#222">`,
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.href)}" style="font-weight:bold">${escapeHtml(link.label)}</a></p>`
      : '',
    `</body></html>`,
  ].join('');
  const text = [
    title,
    '',
    ...paragraphs,
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
  ].join('\n');
  return { html, text };
}

export async function sendResetMail(
  deps: AppDeps,
  to: { email: string; nombre: string },
  code: string,
) {
  const site = await siteName(deps.db);
  const href = `${deps.config.publicUrl}/cambio-password?email=${encodeURIComponent(to.email)}&code=${code}`;
  const body = layout(
    `Hola ${to.nombre}`,
    [
      `Recibimos un pedido para cambiar tu contraseña de ${site}.`,
      `Tu código es ${code} y vale por 24 horas.`,
      'Si no lo pediste, ignorá este correo: tu contraseña no cambia.',
    ],
    { href, label: 'Cambiar mi contraseña' },
  );
  await deps.mailer.send({ to: to.email, subject: `${site}: cambio de contraseña`, ...body });
}
