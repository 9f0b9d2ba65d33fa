import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  addDays,
  centsToWire,
  formatARS,
  lineCommission,
  studioNow,
  toCents,
} from '@turnos/domain';
import { test, expect } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { DELETED_CLIENT, USERS } from '../fixtures/demo-users';
import { expectAccessible } from '../a11y/check';

/**
 * Commissions (issue 32, contract §7.4): the admin sets Sofía Romero's rates at Km 3 from her row
 * menu, charges one of her appointments with a tip at Km 3's counter, and sees the commission
 * report with her figures: the service at 37.5 %, the tip, the total to pay; the CSV says the
 * same, and the print view shows only the table. Km 3's till is this journey's alone (Centro and
 * Rada Tilly are the counter journeys'); desktop only, so that one charge is the week's.
 *
 * E2E_SCREENS=<dir> saves the report and the rates dialog at 1280 and 390 px (docs/screens/).
 */
const TURNOS = '/wp-json/turnos/v1';
const PRO = 'Sofía Romero';
const BRANCH = 'Km 3';

interface Turno {
  id_turno: number;
  id_cliente: number;
  fecha: string;
  hora_inicio: string;
  id_peluquero_sucursal: number;
  precio: string;
  monto_reserva: string;
  reserva_paga: '0' | '1';
  ocupado: '0' | '1';
  is_cancelado: '0' | '1';
  cobrado: '0' | '1';
  id_visita: number | null;
  cliente_nombre: string;
}

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

/** Km 3's id and Sofía's professional-branch there. */
async function km3Sofia(api: Api, token: string) {
  const res = await api.call<{
    peluqueros: {
      id_peluquero_sucursal: number;
      nombre: string;
      nombre_sucursal: string;
      id_sucursal: number;
    }[];
  }>('GET', `${TURNOS}/get-all-peluqueros`, { token });
  const row = res.body.data.peluqueros.find(
    (p) => p.nombre === PRO && p.nombre_sucursal === BRANCH,
  );
  if (!row) throw new Error(`the demo has no ${PRO} at ${BRANCH}`);
  return { branch: row.id_sucursal, pb: row.id_peluquero_sucursal };
}

/** Sofía's soonest single appointment at Km 3 from today, not charged, not the demo client's. */
async function arrangeAppointment(api: Api, token: string, branch: number, pb: number) {
  const today = studioNow().date;
  const me = await api.session(await api.login(USERS.client));
  const demoClient = Number(me.body.data.user.ID);
  const res = await api.call<{ turnos: Turno[] }>('GET', `${TURNOS}/obtener-agenda-sucursal`, {
    token,
    params: { id_sucursal: String(branch), fecha_desde: today, fecha_hasta: addDays(today, 13) },
  });
  expect(res.status).toBe(200);
  const t = [...res.body.data.turnos]
    .sort((a, b) => `${a.fecha} ${a.hora_inicio}`.localeCompare(`${b.fecha} ${b.hora_inicio}`))
    .find(
      (x) =>
        x.id_peluquero_sucursal === pb &&
        x.ocupado === '0' &&
        x.is_cancelado === '0' &&
        x.cobrado === '0' &&
        x.id_visita === null &&
        x.cliente_nombre !== DELETED_CLIENT &&
        x.id_cliente !== demoClient,
    );
  if (!t) throw new Error(`the demo has no appointment of ${PRO} to charge at ${BRANCH}`);
  return t;
}

/** Km 3's till, open with nothing in it. */
async function freshTill(api: Api, token: string, branch: number) {
  const open = await api.call<{ caja: { id_caja: number } | null }>(
    'GET',
    `${TURNOS}/obtener-caja`,
    {
      token,
      params: { id_sucursal: String(branch) },
    },
  );
  if (open.body.data.caja) {
    await api.call('POST', `${TURNOS}/cerrar-caja`, {
      token,
      data: { id_caja: open.body.data.caja.id_caja, efectivo_contado: '0' },
    });
  }
  const opened = await api.call('POST', `${TURNOS}/abrir-caja`, {
    token,
    data: { id_sucursal: branch, monto_inicial: '0' },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
}

test('admin: fija las comisiones de una profesional, cobra su turno en la caja y ve cuánto le corresponde en el reporte', async ({
  page,
  api,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const token = await api.login(USERS.admin);
  const { branch, pb } = await km3Sofia(api, token);
  const turno = await arrangeAppointment(api, token, branch, pb);
  await freshTill(api, token, branch);
  await signInAs('admin');

  // the rates, from her row of the professionals table
  await page.goto('/admin/profesionales');
  await page.getByLabel('Filtrar por nombre del profesional').fill(PRO);
  await page.getByRole('button', { name: `Acciones de ${PRO} · ${BRANCH}` }).click();
  await page.getByRole('menuitem', { name: 'Comisiones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comisiones' });
  const servicios = dialog.getByRole('textbox', { name: 'Servicios' });
  // the demo's 40 % and 10 %
  await expect(servicios).toHaveValue('40');
  await expect(dialog.getByRole('textbox', { name: 'Porcentaje' }).first()).toHaveValue('45');
  await shots(page, 'comisiones-dialogo');
  await servicios.fill('101');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(/El porcentaje debe ser un número de 0 a 100/)).toBeVisible();
  await servicios.fill('37,5');
  // her own percentages (colour work) go: every service at 37.5 %
  for (;;) {
    const remove = dialog.getByRole('button', { name: /^Quitar / });
    if ((await remove.count()) === 0) break;
    await remove.first().click();
  }
  await expect(dialog.getByText('Ningún servicio tiene porcentaje propio.')).toBeVisible();
  await expectAccessible(page, 'comisiones de una profesional');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Comisiones guardadas.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the charge at Km 3's counter: her appointment and a $ 1000 tip, paid in cash
  await page.goto(`/admin/caja?sucursal=${branch}&turno=${turno.id_turno}&fecha=${turno.fecha}`);
  const cart = page.getByRole('region', { name: 'Cobro' });
  await cart.getByRole('button', { name: 'Agregar propina' }).click();
  await cart.getByRole('textbox', { name: `Propina para ${PRO}` }).fill('1000');
  const sena = turno.reserva_paga === '1' ? toCents(turno.monto_reserva) : 0n;
  const total = toCents(turno.precio) - sena + 100000n;
  await expect(cart.locator('#cart-total')).toHaveText(formatARS(centsToWire(total)));
  await cart
    .getByRole('group', { name: 'Pago 1' })
    .getByRole('textbox', { name: 'Importe' })
    .fill(centsToWire(total).replace('.', ','));
  await cart.getByRole('button', { name: /^Cobrar \$/ }).click();
  const receipt = page.getByRole('dialog', { name: 'Comprobante' });
  await expect(receipt.locator('#receipt-total')).toHaveText(formatARS(centsToWire(total)));
  await receipt.getByRole('button', { name: 'Cerrar' }).click();

  // the report: the service line whole (its seña included), 37.5 % of it, the tip
  const comision = lineCommission(toCents(turno.precio), 3750n);
  await page.goto('/admin/comisiones');
  await expect(page.getByRole('heading', { name: 'Comisiones', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Esta semana' }).click();
  await page.getByRole('combobox', { name: 'Sucursal' }).click();
  await page.getByRole('option', { name: BRANCH }).click();
  const table = page.getByRole('table', { name: 'Comisiones por profesional' });
  const row = table.getByRole('row', { name: new RegExp(`^${PRO} · ${BRANCH}`) });
  await expect(row).toContainText(
    [turno.precio, '0', centsToWire(comision), '1000', centsToWire(comision + 100000n)]
      .map((w) => formatARS(w))
      .join(''),
  );
  await expectAccessible(page, 'reporte de comisiones');

  // the CSV says the same
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await (await download).path();
  const csv = await fs.readFile(file, 'utf8');
  const money = (c: bigint) => centsToWire(c).replace('.', ',');
  expect(csv).toContain(
    `${PRO};${BRANCH};${money(toCents(turno.precio))};0,00;${money(comision)};1000,00;${money(comision + 100000n)}\r\n`,
  );
  await shots(page, 'comisiones');

  // on paper: the table, nothing of the app around it
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(table).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('profesional: ve sus comisiones en Mis comisiones @phone', async ({ page, signInAs }) => {
  await signInAs('professional');
  await page.goto('/profesional/dashboard');
  await page.getByRole('link', { name: 'Mis comisiones' }).click();
  await expect(page.getByRole('heading', { name: 'Mis comisiones', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sucursal' })).toHaveCount(0);
  // Lucía may have been charged at Centro by another journey: her rows, or none
  const name = 'Comisiones por profesional';
  await expect(
    page
      .getByText('No hay cobros de servicios, productos ni propinas en este período.')
      .or(page.getByRole('table', { name }))
      .or(page.getByRole('list', { name })),
  ).toBeVisible();
  await expectAccessible(page, 'mis comisiones');
});
