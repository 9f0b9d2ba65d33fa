import { addDays, studioNow } from '@turnos/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { newClient } from '../fixtures/clients';
import { ADMIN } from '../fixtures/demo-users';
import { Api } from '../fixtures/api';
import { mailsTo } from '../fixtures/outbox';
import { WAPP_APIKEY, WAPP_PORT } from '../playwright.config';

/**
 * Configuración (seed §2 General configuration) against the fake WhatsApp gateway
 * (tools/fake-whatsapp, started by the config on WAPP_PORT): the booking e-mail template, the logo,
 * the WhatsApp server, QR and pairing, the reminder and the WhatsApp booking message; then a new
 * client's booking comes out as that e-mail (outbox) and that WhatsApp message (the fake).
 *
 * The options are the whole server's: what this journey turns on is restored at the end, and
 * meanwhile it is harmless to the other journeys (their bookings just also go to the fake). The
 * logo stays (there is no way to remove one); the top bar keeps the site's name as its label.
 */
const TURNOS = '/wp-json/turnos/v1';
const WAPP = `http://127.0.0.1:${WAPP_PORT}`;
const SAVED = 'Cambios guardados con éxito.';
const LOGO_ERROR = 'El logo debe ser una imagen PNG, JPEG o WebP de hasta 1 MB.';
/** A 16×16 opaque PNG (a teal square with a white diagonal). */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAUklEQVR42pXSCQoAIAgEQJ/uz00oOsxjhaI0BqkkESHmxtDZM3NpmL1DzR1AxsS1+VOFcbOZiQ5Ck1T3TX5Fx5TvaA3yWY8BO+IYvO2WafW2mgFbWB/gh25FOgAAAABJRU5ErkJggg==',
  'base64',
);
/** The options this journey changes, restored afterwards. */
const TOUCHED = [
  'turnos_mensaje_email_nuevo_turno',
  'turnos_enviar_wapp_nuevo_turno',
  'turnos_enviar_wapp_recordatorio_turno',
] as const;

let original: Record<string, string> = {};

async function adminApi(request: APIRequestContext) {
  const api = new Api(request);
  return { api, token: await api.login(ADMIN) };
}

test.beforeAll(async ({ request }) => {
  const { api, token } = await adminApi(request);
  const values = await Promise.all(
    TOUCHED.map(async (opcion) => {
      const { status, body } = await api.call<string>('GET', `${TURNOS}/obtener-opcion`, {
        token,
        params: { opcion },
      });
      expect(status, body.error).toBe(200);
      return [opcion, String(body.data)] as const;
    }),
  );
  original = Object.fromEntries(values);
  // a gateway with no instance and no messages: the QR shows, nothing is paired yet
  expect((await request.post(`${WAPP}/__reset`)).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  const { api, token } = await adminApi(request);
  for (const [opcion, valor] of Object.entries(original)) {
    const res = await api.call('POST', `${TURNOS}/actualizar-opcion`, {
      token,
      data: { opcion, valor },
    });
    expect(res.status, res.body.error).toBe(200);
  }
});

const tabs = (scope: Page | Locator, list: string) => scope.getByRole('tablist', { name: list });

async function openTab(page: Page, path: Array<[list: string, tab: string]>) {
  for (const [list, tab] of path) {
    const t = tabs(page, list).getByRole('tab', { name: tab, exact: true });
    await t.click();
    await expect(t).toHaveAttribute('aria-selected', 'true');
  }
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  // the form reloads what the server kept: nothing left to save
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
}

/**
 * Books the client with Martín Gómez at Rada Tilly (no deposit; no other journey uses him), on
 * the last free start of the first day with one from ten days on.
 */
async function bookWithMartin(api: Api, client: { token: string; id: number }) {
  const { body: suc } = await api.call<{ sucursales: { id: number; nombre: string }[] }>(
    'GET',
    `${TURNOS}/get-all-sucursales`,
  );
  const sucursal = suc.data.sucursales.find((s) => s.nombre === 'Rada Tilly');
  const { body: pel } = await api.call<{
    peluqueros: { id_peluquero_sucursal: number; nombre: string }[];
  }>('GET', `${TURNOS}/get-peluqueros-por-sucursal`, {
    params: { id_sucursal: String(sucursal?.id) },
  });
  const martin = pel.data.peluqueros.find((p) => p.nombre.startsWith('Martín'));
  const pb = String(martin?.id_peluquero_sucursal);
  const { body: servs } = await api.call<{
    serviciosPeluquero: { id_servicio_de_peluquero_por_sucursal: number; activo: string }[];
  }>('GET', `${TURNOS}/obtener-servicios-asociados`, { params: { id_peluquero_sucursal: pb } });
  const link = String(
    servs.data.serviciosPeluquero.find((s) => s.activo === '1')
      ?.id_servicio_de_peluquero_por_sucursal,
  );
  const today = studioNow().date;
  for (let day = 10; day < 40; day++) {
    const fecha = addDays(today, day);
    const { body: libres } = await api.call<{ horarios: string[] }>(
      'GET',
      `${TURNOS}/obtener-horarios-disponibles`,
      {
        params: { id_peluquero_sucursal: pb, id_servicio_de_peluquero_por_sucursal: link, fecha },
      },
    );
    const hora = libres.data.horarios?.at(-1);
    if (!hora) continue;
    const res = await api.call<{ id_turno: number; reserva_paga: string }>(
      'POST',
      `${TURNOS}/reservar-turno`,
      {
        token: client.token,
        data: {
          id_cliente: client.id,
          id_peluquero_sucursal: pb,
          id_servicio_de_peluquero_por_sucursal: link,
          fecha,
          hora,
        },
      },
    );
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data.reserva_paga).toBe('1');
    return { id: res.body.data.id_turno, fecha, hora };
  }
  throw new Error('Martín Gómez has no free slot in the demo');
}

interface SentMessage {
  number: string;
  text: string;
}

test.describe('admin: configuración', () => {
  test('plantilla, logo, servidor de WhatsApp y su QR, recordatorio; una reserva llega por email y WhatsApp', async ({
    page,
    api,
    request,
    signInAs,
  }, info) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signInAs('admin');
    await page.goto('/admin/configuracion');
    await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();

    // ── Notificaciones → Reservar turno → Email: the template ───────────────────────────────────
    await openTab(page, [
      ['Configuración', 'Notificaciones'],
      ['Notificaciones', 'Reservar turno'],
      ['Canal', 'Email'],
    ]);
    const mensaje = page.getByRole('textbox', { name: 'Mensaje' });
    await expect(mensaje).toHaveValue(original.turnos_mensaje_email_nuevo_turno ?? '');
    // the admin edits the shipped template (keeping its • list) and adds a field with its chip
    const shipped = original.turnos_mensaje_email_nuevo_turno ?? '';
    expect(shipped).toContain('¡Hola [Nombre]!');
    await mensaje.fill(
      `${shipped.replace('¡Hola [Nombre]!', `Prueba ${stamp}: ¡Hola [Nombre]!`)}\n`,
    );
    await page.getByRole('button', { name: '[Nombre del sitio]' }).click();
    await expect(mensaje).toHaveValue(/\n\[Nombre del sitio\]$/);
    await save(page);
    await expect(mensaje).toHaveValue(new RegExp(`Prueba ${stamp}: ¡Hola \\[Nombre\\]!`));

    // ── Sitio → Logo: a PNG is taken and shows in the top bar; a text file is refused ──────────
    await openTab(page, [
      ['Configuración', 'Sitio'],
      ['Sitio', 'Logo'],
    ]);
    const file = page.getByLabel('Archivo del logo');
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByText('logo.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Subir logo' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Logo subido correctamente.' }),
    ).toBeVisible();
    const logo = page.getByRole('banner').getByRole('img');
    await expect(logo).toHaveAttribute('src', /\/wp-json\/turnos\/v1\/logo\?v=\d+/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    // a text file named .png: the browser calls it image/png, the server reads its bytes
    await file.setInputFiles({
      name: 'no-es-imagen.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Esto es texto, no una imagen.\n', 'utf8'),
    });
    const refused = page.waitForResponse((r) => r.url().includes('/subir-logo'));
    await page.getByRole('button', { name: 'Subir logo' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(LOGO_ERROR);
    await expect(page.getByRole('alert').filter({ hasText: LOGO_ERROR }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subir logo' })).toBeDisabled();
    // the top bar keeps the logo that was accepted
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    // ── WhatsApp → Servidor: the fake gateway ──────────────────────────────────────────────────
    await openTab(page, [
      ['Configuración', 'WhatsApp'],
      ['WhatsApp', 'Servidor'],
    ]);
    await page.getByLabel('IP del servidor').fill('127.0.0.1');
    await page.getByLabel('Puerto').fill(String(WAPP_PORT));
    await page.getByLabel('Token de autenticación').fill(WAPP_APIKEY);
    await save(page);
    // the token comes back masked: only its last four characters show
    await expect(page.getByLabel('Token de autenticación')).toHaveValue(
      new RegExp(`^•+${WAPP_APIKEY.slice(-4)}$`),
    );

    // ── WhatsApp → QR: not paired yet, the QR shows; scanning it (the fake's /__pair) connects ──
    await openTab(page, [['WhatsApp', 'QR']]);
    await expect(page.getByText('Desconectado', { exact: true })).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR para vincular WhatsApp' });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect((await request.post(`${WAPP}/__pair`, { data: { instance: 'turnos' } })).ok()).toBe(
      true,
    );
    await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
    await expect(qr).toHaveCount(0);

    // ── WhatsApp → Recordatorio: on ────────────────────────────────────────────────────────────
    await openTab(page, [['WhatsApp', 'Recordatorio']]);
    const recordatorio = page.getByLabel('Enviar recordatorio el día anterior');
    await expect(recordatorio).not.toBeChecked();
    await recordatorio.check();
    await save(page);
    await expect(recordatorio).toBeChecked();

    // ── Notificaciones → Reservar turno → Whatsapp: on ─────────────────────────────────────────
    await openTab(page, [
      ['Configuración', 'Notificaciones'],
      ['Notificaciones', 'Reservar turno'],
      ['Canal', 'Whatsapp'],
    ]);
    const enviarWapp = page.getByLabel('Enviar WhatsApp');
    await expect(enviarWapp).not.toBeChecked();
    await enviarWapp.check();
    await save(page);
    await expect(enviarWapp).toBeChecked();

    // ── a client books: the edited e-mail and the WhatsApp message go out ──────────────────────
    const celular = `549297${String(Date.now()).slice(-7)}`.replace(/0000$/, '0001');
    const client = await newClient(api, {
      prefix: 'config',
      project: info.project.name,
      nombre: 'Inés Configuración',
      celular,
      password: 'Config1234',
    });
    const booking = await bookWithMartin(api, client);

    await expect
      .poll(
        async () =>
          (await mailsTo(client.email)).find((m) => m.subject.includes('tu turno quedó agendado'))
            ?.text,
        { message: 'the booking e-mail in the outbox' },
      )
      .toContain(`Prueba ${stamp}: ¡Hola ${client.nombre}!`);
    const mail = (await mailsTo(client.email)).find((m) => m.subject.includes('agendado'));
    expect(mail?.text).toContain('• Profesional: Martín Gómez');
    expect(mail?.text).toContain('• Sucursal: Rada Tilly');
    expect(mail?.text).toContain(`a las ${booking.hora}`);
    // the field added with the chip, at the end
    expect(mail?.text.trimEnd()).toMatch(/\nPeluquería Demo$/);

    await expect
      .poll(
        async () => {
          const sent = (await (await request.get(`${WAPP}/__messages`)).json()) as SentMessage[];
          return sent.filter((m) => m.number === celular).map((m) => m.text);
        },
        { message: 'the WhatsApp booking message at the fake gateway' },
      )
      .toContainEqual(expect.stringContaining(`¡Hola ${client.nombre}! Tu turno de`));

    // ── and the admin sees both sent in Notificaciones → Enviadas ──────────────────────────────
    await openTab(page, [['Notificaciones', 'Enviadas']]);
    const enviadas = page.getByRole('list', { name: 'Notificaciones recientes' });
    for (const canal of ['Email', 'WhatsApp']) {
      await expect(
        enviadas
          .getByRole('listitem')
          .filter({ hasText: 'Turno agendado' })
          .filter({ hasText: `${canal} · ${canal === 'Email' ? client.email : celular}` })
          .filter({ hasText: 'Enviado' }),
      ).toHaveCount(1);
    }
  });
});
