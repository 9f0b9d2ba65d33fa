import { brotliDecompressSync } from 'node:zlib';
import { test, expect } from '../fixtures/test';
import { BRANCHES, DEMO_SITE_NAME, SERVICES } from '../../apps/server/src/seed/demo-data';

/**
 * Issue 29.6: the home page is the studio's shop window — its branches with address, map and
 * hours, its services, its contact and a clear "Reservar turno" — and the app is installable.
 */
const mapsSearch = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

test.describe('público: la página de inicio', () => {
  test(
    'muestra las sucursales con dirección, mapa y horarios, los servicios y el contacto',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(DEMO_SITE_NAME);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_SITE_NAME })).toBeVisible();

      const branches = page.getByRole('region', { name: 'Sucursales' });
      for (const b of Object.values(BRANCHES)) {
        const card = branches.getByRole('article', { name: b.nombre, exact: true });
        await expect(card).toContainText(b.direccion);
        const map = card.getByRole('link', { name: new RegExp(`Ver en el mapa: ${b.nombre}`) });
        await expect(map).toHaveAttribute('href', mapsSearch(b.direccion));
        await expect(map).toHaveAttribute('target', '_blank');
      }
      // Centro: Carolina 9–13 and 16–20 on weekdays and 9–13 on Saturday; Lucía 10–18 Tuesday
      // to Friday and 9–14 on Saturday; nobody on Sunday
      const centro = branches.getByRole('article', { name: BRANCHES.centro.nombre, exact: true });
      const hours = centro.locator('dl');
      await expect(hours).toContainText('Lunes09:00 a 13:00 y 16:00 a 20:00');
      await expect(hours).toContainText('Martes a viernes09:00 a 20:00');
      await expect(hours).toContainText('Sábado09:00 a 14:00');
      await expect(hours).toContainText('DomingoCerrado');

      const services = page.getByRole('region', { name: 'Servicios' });
      const corte = SERVICES.corteDama.nombre;
      await expect(services.getByRole('link', { name: `Reservar turno: ${corte}` })).toBeVisible();
      await expect(services).toContainText('$ 18.000');

      const contact = page.getByRole('region', { name: 'Contacto' });
      await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        'https://wa.me/5492974000000',
      );
      await expect(contact.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
        'href',
        'https://www.instagram.com/peluqueria.demo/',
      );
    },
  );

  test(
    '"Reservar turno" lleva a reservar, y un servicio llega ya elegido',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Reservar turno', exact: true }).click();
      await expect(page).toHaveURL(/\/cliente\/reservar-turno$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Agendar turno' })).toBeVisible();

      await page.goto('/');
      const corte = SERVICES.corteDama.nombre;
      await page
        .getByRole('region', { name: 'Servicios' })
        .getByRole('link', { name: `Reservar turno: ${corte}` })
        .click();
      await expect(page).toHaveURL(/\/cliente\/reservar-turno\?servicio=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Agendar turno' })).toBeVisible();
      await expect(page.getByText(corte).first()).toBeVisible();
    },
  );

  test('una dirección que no existe muestra la página de error de la app', async ({ page }) => {
    const res = await page.goto('/no-existe/para-nada');
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
  });
});

test.describe('público: app instalable y archivos', () => {
  test('manifest, íconos, favicon y robots.txt', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await request.get(href ?? '');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(body).toMatchObject({ name: DEMO_SITE_NAME, start_url: '/', display: 'standalone' });
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of body.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);

    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent: *');
  });

  test('los scripts llegan comprimidos con brotli', async ({ page, request }) => {
    await page.goto('/');
    const src = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(src).toMatch(/^\/assets\/.+\.js$/);
    const res = await request.get(src ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers().vary).toMatch(/accept-encoding/i);
    const plain = await request.get(src ?? '', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const original = await plain.body();
    // undone (by Playwright already, or here), the body is the script
    const body = await res.body();
    const decoded = body.equals(original) ? body : brotliDecompressSync(body);
    expect(decoded.equals(original)).toBe(true);
  });
});
