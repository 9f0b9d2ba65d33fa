import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { arrangeProduct, closeOpenTill, shot, takeTurn } from '../fixtures/counter';
import { USERS } from '../fixtures/demo-users';
import { expectAccessible } from '../a11y/check';

/**
 * The counter's records (issue 31, contract §7.2–§7.3): a sale of products only, to a client
 * picked from the search and with its seller; the admin annuls it from the receipt with a reason
 * and sees it annulled (who, when, why) in the till and in "Cobros", downloads the charges' CSV,
 * closes the till with a difference and finds it, closed, in "Cajas anteriores" with its detail.
 * Rada Tilly's till (the other journey uses Centro's).
 *
 * E2E_SCREENS=<dir> saves the sale, the annulment, Cobros and Cajas anteriores there.
 */
const TURNOS = '/wp-json/turnos/v1';

/** The rows of a DataTable: a table's rows on a desk, its cards on a phone. */
const rowsOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('tbody tr, li');

test('admin: anula un cobro con el motivo y lo ve anulado; la caja cerrada está en Cajas anteriores @phone', async ({
  page,
  api,
  signInAs,
}, testInfo) => {
  test.setTimeout(150_000);
  const token = await api.login(USERS.admin);
  const stamp = `${Date.now() % 1_000_000}${testInfo.project.name.length}`;
  const all = await api.call<{ sucursales: { id: number; nombre: string }[] }>(
    'GET',
    `${TURNOS}/get-all-sucursales`,
    { token },
  );
  const branch = all.body.data.sucursales.find((b) => b.nombre === 'Rada Tilly')?.id;
  if (branch === undefined) throw new Error('the demo has no Rada Tilly branch');
  const release = await takeTurn('rada-tilly-till');
  try {
    const product = await arrangeProduct(api, token, stamp, branch);
    await closeOpenTill(api, token, branch);
    const opened = await api.call('POST', `${TURNOS}/abrir-caja`, {
      token,
      data: { id_sucursal: branch, monto_inicial: '5000' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);

    await signInAs('admin');
    await page.goto(`/admin/caja?sucursal=${branch}`);
    await expect(page.getByRole('heading', { name: 'Caja abierta' })).toBeVisible();

    // a sale of products only: its client from the search, its seller from the branch
    const cart = page.getByRole('region', { name: 'Cobro' });
    const search = cart.getByLabel('Buscar producto o escanear código');
    await search.fill(product.codigo);
    await search.press('Enter');
    const line = cart.getByRole('group', { name: product.nombre });
    await line.getByRole('combobox', { name: 'Vendió' }).click();
    const seller = page.getByRole('listbox').getByRole('option').nth(1);
    const sellerName = (await seller.textContent()) ?? '';
    await seller.click();
    await expect(line.getByRole('combobox', { name: 'Vendió' })).toHaveText(sellerName);
    await cart.getByRole('combobox', { name: 'Cliente (opcional)' }).fill('Valentina');
    await page.getByRole('option', { name: /Valentina López/ }).click();
    await cart.getByRole('button', { name: 'Completar con efectivo' }).click();
    await shot(page, 'caja-venta');
    await cart.getByRole('button', { name: 'Cobrar $ 4.500' }).click();

    // annulled from the receipt, with its reason
    const receipt = page.getByRole('dialog', { name: 'Comprobante' });
    const number = (await receipt.getByText(/^Comprobante N° \d+/).textContent())?.match(
      /\d+/,
    )?.[0];
    if (!number) throw new Error('the receipt shows no number');
    await receipt.getByRole('button', { name: 'Anular cobro' }).click();
    const annul = page.getByRole('dialog', { name: 'Anular cobro' });
    await annul.getByRole('button', { name: 'Anular cobro' }).click();
    await expect(annul.getByText('Indicá el motivo.')).toBeVisible();
    await annul.getByRole('textbox', { name: 'Motivo' }).fill('Se cargó dos veces');
    await shot(page, 'caja-anular', { fullPage: false });
    await expectAccessible(page, 'anular cobro');
    await annul.getByRole('button', { name: 'Anular cobro' }).click();
    await expect(annul).toBeHidden();
    await expect(receipt.locator('#receipt-anulado')).toHaveText(
      /^Anulado por Administrador el .*: Se cargó dos veces$/,
    );
    await expect(receipt.getByRole('button', { name: 'Anular cobro' })).toBeHidden();
    await receipt.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByText('Cobro anulado.', { exact: true })).toBeHidden();
    const row = page.getByRole('listitem', { name: `Cobro N° ${number}, anulado` });
    await expect(row).toContainText('Se cargó dos veces');
    await expect(row.getByRole('button', { name: /^Anular cobro/ })).toHaveCount(0);
    await shot(page, 'caja-anulado');
    // its stock came back
    const stock = await api.call<{ productos: { codigo: string; stock: number }[] }>(
      'GET',
      `${TURNOS}/get-all-productos`,
      { token, params: { id_sucursal: String(branch), buscar: product.codigo } },
    );
    expect(stock.body.data.productos.find((p) => p.codigo === product.codigo)?.stock).toBe(5);

    // Cobros: the charge annulled, and the CSV of the period
    await page.getByRole('tab', { name: 'Cobros' }).click();
    await page.getByRole('combobox', { name: 'Sucursal' }).click();
    await page.getByRole('option', { name: 'Rada Tilly' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    const charge = rowsOf(page, 'Cobros').filter({ hasText: product.nombre });
    await expect(charge).toContainText(/Anulado por Administrador el .*: Se cargó dos veces/);
    await shot(page, 'caja-cobros');
    await expectAccessible(page, 'cobros');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cobros-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile(await file.path(), 'utf8');
    expect(csv).toContain(product.nombre);

    // closed with 100 less than expected (the annulled sale counts for nothing)
    await page.getByRole('tab', { name: 'Caja', exact: true }).click();
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    const closing = page.getByRole('dialog', { name: 'Cerrar caja' });
    await expect(closing).toContainText('$ 5.000');
    await closing.getByLabel('Efectivo contado').fill('4900');
    await closing.getByRole('button', { name: 'Cerrar caja' }).click();
    await expect(page.getByRole('heading', { name: /La caja de .* está cerrada/ })).toBeVisible();
    // its toast gone before axe looks (a fading toast has no contrast to speak of)
    await expect(page.getByText('Caja cerrada.', { exact: true })).toBeHidden();

    // Cajas anteriores: the closed till first, its difference said; its detail
    await page.getByRole('tab', { name: 'Cajas anteriores' }).click();
    await page.getByRole('combobox', { name: 'Sucursal' }).click();
    await page.getByRole('option', { name: 'Rada Tilly' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    const till = rowsOf(page, 'Cajas anteriores').first();
    await expect(till).toContainText('-$ 100 (faltante)');
    await expect(till).toContainText('Administrador');
    await shot(page, 'caja-historial');
    await expectAccessible(page, 'cajas anteriores');
    await till.getByRole('button', { name: /^Ver la caja de Rada Tilly/ }).click();
    const detail = page.getByRole('dialog', { name: 'Caja de Rada Tilly' });
    await expect(
      detail.getByRole('listitem', { name: `Cobro N° ${number}, anulado` }),
    ).toBeVisible();
    await expect(detail.getByText(/Cerrada por Administrador/)).toBeVisible();
    // a closed till's charges are not annulled
    await expect(detail.getByRole('button', { name: /^Anular cobro/ })).toHaveCount(0);
    await shot(page, 'caja-historial-detalle', { fullPage: false });
    await expectAccessible(page, 'detalle de una caja');
  } finally {
    await release();
  }
});
