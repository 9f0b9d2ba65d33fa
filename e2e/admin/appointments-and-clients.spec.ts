import { addDays, studioNow } from '@turnos/domain';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { DELETED_CLIENT, USERS } from '../fixtures/demo-users';

const TURNOS = '/wp-json/turnos/v1';
/** Clients no other journey uses. */
const A_BLOQUEAR = 'Julieta Ramírez';
const A_ELIMINAR = DELETED_CLIENT;

/** A past or coming day with appointments (the demo spreads them over ±30 days). */
async function busyDay(api: Api) {
  const token = await api.login(USERS.admin);
  const today = studioNow().date;
  for (let i = 1; i < 20; i++) {
    const fecha = addDays(today, i);
    const res = await api.call<{ turnos: unknown[] }>('GET', `${TURNOS}/obtener-turnos-por-fecha`, {
      token,
      params: { fecha },
    });
    if (res.body.data.turnos.length > 0) return { fecha, count: res.body.data.turnos.length };
  }
  throw new Error('no day with appointments in the demo');
}

/** Types dd/mm/yyyy into a MUI X date field. */
async function typeDate(page: Page, label: string, fecha: string) {
  const [y, m, d] = fecha.split('-');
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: /^D[ií]a$/ }).click();
  await page.keyboard.type(`${d}${m}${y}`);
}

test('admin: busca turnos por fecha, período y cliente; pagina; cambia una seña', async ({
  page,
  api,
  signInAs,
}) => {
  const { fecha, count } = await busyDay(api);
  await signInAs('admin');
  await page.goto('/admin/turnos');
  await expect(page.getByRole('heading', { level: 1, name: 'Turnos' })).toBeVisible();

  // one day
  await typeDate(page, 'Fecha', fecha);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table', { name: /Turnos/ });
  await expect(table.getByRole('row')).toHaveCount(Math.min(count, 8) + 1);
  const [y, m, d] = fecha.split('-');
  await expect(
    table.getByRole('cell', { name: new RegExp(`^${d}/${m}/${y}`) }).first(),
  ).toBeVisible();

  // a period, paged
  await page.getByRole('tab', { name: 'Por período' }).click();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(/^Página 1 de [2-9]/)).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(/^Página 2 de/)).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText(/^Página 1 de/)).toBeVisible();

  // a deposit turned paid and back (Lucía charges deposits)
  await page.getByRole('searchbox', { name: 'Filtrar' }).fill('Lucía');
  const sw = page
    .getByRole('switch', { name: /^Reserva paga del turno de/ })
    .and(page.locator(':enabled'))
    .first();
  const name = (await sw.getAttribute('aria-label')) ?? '';
  const target = page.getByRole('switch', { name, exact: true });
  const wasPaid = await target.isChecked();
  const flip = async (toPaid: boolean) => {
    await target.click();
    if (!toPaid) {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('se perderá el registro de pago');
      await dialog.getByRole('button', { name: 'Continuar' }).click();
    }
    await expect(page.getByText('Estado de la reserva actualizado correctamente.')).toBeVisible();
    await expect(target).toBeChecked({ checked: toPaid });
  };
  await flip(!wasPaid);
  await flip(wasPaid);

  // by client name
  await page.getByRole('tab', { name: 'Por cliente' }).click();
  await page.getByRole('textbox', { name: 'Nombre del cliente' }).fill('agustina');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const rows = page.getByRole('table', { name: /Turnos/ }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Agustina Morales');
  for (const text of await rows.allInnerTexts()) {
    if (!text.includes('Fecha')) expect(text).toContain('Agustina Morales');
  }
});

test('admin: bloquea y desbloquea un cliente, y elimina otro', async ({ page, api, signInAs }) => {
  await signInAs('admin');
  await page.goto('/admin/clientes');
  // searched on the server (name, e-mail or phone), one page at a time
  const filter = page.getByRole('searchbox', { name: 'Buscar cliente' });

  await filter.fill('Julieta');
  const blocked = page.getByRole('switch', { name: `Bloqueado: ${A_BLOQUEAR}` });
  await expect(blocked).not.toBeChecked();
  await blocked.click();
  await expect(blocked).toBeChecked();
  const login = await api.call('POST', '/wp-json/simple-jwt-login/v1/auth', {
    data: { email: 'julieta.ramirez@turnos.test', password: 'Demo1234' },
  });
  const session = login.body.success
    ? await api.session((login.body.data as { jwt: string }).jwt)
    : login;
  expect(session.body.success).toBe(false);
  await blocked.click();
  await expect(blocked).not.toBeChecked();

  await filter.fill('Micaela');
  await page.getByRole('button', { name: `Acciones de ${A_ELIMINAR}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar cliente' });
  await expect(dialog).toContainText(A_ELIMINAR);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Cliente eliminado.')).toBeVisible();
  await expect(page.getByText('Ningún cliente coincide con «Micaela».')).toBeVisible();
});
