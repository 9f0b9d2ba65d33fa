import fs from 'node:fs/promises';
import { test, expect } from '../fixtures/test';

test.describe('admin: reportes', () => {
  test('la dueña abre los reportes del mes y descarga el CSV de los turnos', async ({
    loginAs,
    page,
  }) => {
    await loginAs('admin');
    // the morning view above the menu cards
    await expect(page.getByRole('heading', { name: /^Hoy, / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Señas por aprobar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No asistidos esta semana' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Este mes frente al anterior' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Reportes', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reportes$/);
    await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Este mes', pressed: true })).toBeVisible();

    const cards = page.getByRole('list', { name: 'Resumen del período' });
    for (const label of [
      'Turnos',
      'Ingresos',
      'Señas cobradas',
      'Ocupación',
      'No asistidos',
      'Cancelados',
    ]) {
      await expect(cards.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(cards.getByText(/vs\. período anterior|período anterior$/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingresos por día' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ocupación por profesional' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Servicios' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^turnos-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const file = await download.path();
    const bytes = await fs.readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(
      'Fecha;Desde;Hasta;Sucursal;Profesional;Servicio;Cliente;Email;Celular;Precio;Seña;Seña paga;Asistencia;Estado;Cancelado por;Sobreturno',
    );

    // another preset asks again
    await page.getByRole('button', { name: 'Este año' }).click();
    await expect(page.getByText(/^Del 01\/01\/\d{4} al 31\/12\/\d{4}$/)).toBeVisible();
  });
});
