import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, studioNow } from '@turnos/domain';
import { test, expect, uniqueEmail } from '../fixtures/test';
import { expectAccessible } from '../a11y/check';

/**
 * Moving in (issue 34, contract §7.8): the admin opens "Importar datos" from the Admin menu,
 * chooses a client list saved by Excel on Windows (Windows-1252, `;`, accents and ñ) with one bad
 * line, sees the preview — charset, columns, first lines — and the check's counts with the error
 * line, confirms, sees the result, and finds an imported client in the clients screen. Then
 * appointments for that client, by e-mail, one of them on a start another line already took.
 * Past dates are allowed: the appointments land long before the demo's, each project on its own
 * day, so no other journey's booking is in the way.
 *
 * E2E_SCREENS=<dir> saves the preview and the results at 1280 and 390 px (docs/screens/import-*).
 */

/** A full-page screenshot `<name>-<width>.png` into E2E_SCREENS, at 1280 and at 390 px. */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

/** Text as Excel on Windows saves a CSV: Windows-1252, one byte per character. */
const cp1252 = (text: string) =>
  Buffer.from(
    [...text].map((c) => {
      const code = c.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in Windows-1252 here: ${c}`);
      return code;
    }),
  );

test('la dueña importa clientes y turnos desde planillas, con vista previa y errores @phone', async ({
  page,
  signInAs,
}, testInfo) => {
  const project = testInfo.project.name;
  const stamp = Date.now().toString(36);
  const email = uniqueEmail('importada', project);
  const nombre = `Begoña Ibáñez ${stamp}`;
  await signInAs('admin');
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('button', { name: 'Admin', exact: true }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: 'Importar datos', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar datos' })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText('Todavía no elegiste un archivo.');

  // clients: a Windows-1252 export, one line with a bad e-mail
  const clients =
    'Nombre;E-mail;Teléfono;Observaciones\r\n' +
    `${nombre};${email};0297 15 488-${1000 + Math.floor(Math.random() * 9000)};Prefiere la mañana\r\n` +
    `Íñigo Muñoz ${stamp};inigo@;;\r\n`;
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'clientes-excel.csv',
    mimeType: 'text/csv',
    buffer: cp1252(clients),
  });
  await expect(
    page.getByText('Leído como Windows-1252, separado por punto y coma (;).'),
  ).toBeVisible();
  await expect(page.getByText('Teléfono → celular')).toBeVisible();
  await expect(page.getByText(nombre).first()).toBeVisible();
  const check = page.getByRole('list', { name: 'Qué va a pasar' });
  await expect(check).toContainText('1clientes nuevos a crear');
  await expect(check).toContainText('1línea con errores');
  await expect(page.getByText('El email «inigo@» no es válido.')).toBeVisible();
  await expectAccessible(page, 'importar datos: vista previa');
  if (project === 'desktop') await shots(page, 'import-preview');

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Importación terminada' })).toContainText(
    '1clientes nuevos',
  );
  await expectAccessible(page, 'importar datos: resultado');
  if (project === 'desktop') await shots(page, 'import-result');

  // the imported client, found in the clients screen
  await page.getByRole('link', { name: 'Ver clientes' }).click();
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(stamp);
  await expect(page.getByText(nombre).first()).toBeVisible();
  await expect(page.getByText(`Íñigo Muñoz ${stamp}`)).toHaveCount(0);

  // appointments for her, long before the demo's, one on a start a line before took
  const fecha = addDays(studioNow().date, project === 'desktop' ? -800 : -801);
  const dmy = fecha.split('-').reverse().join('/');
  await page.goto('/admin/importar');
  await page.getByRole('radio', { name: 'Turnos' }).check();
  const turnos =
    '\uFEFFfecha,hora,email,profesional,sucursal,servicio,precio\n' +
    `${dmy},11:00,${email},Lucía,centro,coloracion,"$ 15.000,50"\n` +
    `${dmy},11:30,${email},Lucía Fernández,Centro,Corte de dama,\n`;
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'turnos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(turnos, 'utf8'),
  });
  await expect(page.getByText('Leído como UTF-8, separado por comas (,).')).toBeVisible();
  const checkTurnos = page.getByRole('list', { name: 'Qué va a pasar' });
  await expect(checkTurnos).toContainText('1turnos nuevos a crear');
  await expect(
    page.getByText(`Lucía Fernández ya tiene ocupado el horario de las 11:30 del ${dmy}.`),
  ).toBeVisible();
  if (project === 'desktop') await shots(page, 'import-turnos-preview');
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Importación terminada' })).toContainText(
    '1turnos nuevos',
  );
  await expect(page.getByRole('link', { name: 'Ver agenda' })).toBeVisible();
  if (project === 'desktop') await shots(page, 'import-turnos-result');
});
