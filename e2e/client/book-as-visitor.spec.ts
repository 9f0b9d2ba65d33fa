import type { Page } from '@playwright/test';
import { test, expect, fillLogin, uniqueEmail } from '../fixtures/test';
import { registerClient, validateInPage } from '../fixtures/clients';
import { expectAccessible } from '../a11y/check';
import {
  CAROLINA,
  CENTRO,
  CENTRO_DAYS,
  CORTE_DE_DAMA,
  firstDayWithTimes,
} from '../fixtures/centro-days';
import { pickDate } from '../fixtures/pick-date';

/**
 * Issue 29.5: a visitor picks a service in the public list, sees the free times without an
 * account, and logs in or registers only to confirm, coming back to that very choice.
 */
const PASSWORD = 'Visita1234';
const REGISTERED =
  'Te enviamos un correo para validar la cuenta. Por favor, revisá tu bandeja de entrada.';

/** From the public list to the summary of the last free time of `fecha`, without an account. */
async function chooseAsVisitor(page: Page, fecha: string, a11y = false) {
  await page.goto('/listado-servicios');
  await page.getByRole('link', { name: `Reservar turno: ${CORTE_DE_DAMA}` }).click();
  await expect(page).toHaveURL(/\/cliente\/reservar-turno\?servicio=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar turno' })).toBeVisible();
  // the service of the list is already there, before the professional
  await expect(page.getByText(CORTE_DE_DAMA).first()).toBeVisible();
  await page.getByLabel('Sucursal', { exact: true }).selectOption({ label: CENTRO });
  await page
    .getByLabel('Profesional', { exact: true })
    .selectOption({ label: `${CAROLINA} (Estilista)` });
  // chosen for the visitor: the professional's Corte de dama
  await expect(page.getByLabel('Servicio', { exact: true })).toHaveValue(/\d+/);
  if (a11y) await expectAccessible(page, 'reserva de un visitante, paso 1');
  await expect(page.getByLabel('Servicio', { exact: true }).locator('option:checked')).toHaveText(
    CORTE_DE_DAMA,
  );
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await pickDate(page, fecha);
  // the times come with the day, no search button pressed
  const times = page.getByRole('list', { name: 'Horarios disponibles' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  if (a11y) await expectAccessible(page, 'reserva de un visitante, horarios');
  const last = times.last();
  const name = (await last.getAttribute('aria-label')) ?? '';
  const hora = /(\d\d:\d\d)/.exec(name)?.[1] ?? '';
  await last.click();
  const summary = page.getByRole('dialog', { name: 'Resumen de tu turno' });
  await expect(summary).toContainText(`${hora} hs`);
  await expect(summary).toContainText(CORTE_DE_DAMA);
  await expect(summary).toContainText(CAROLINA);
  await expect(summary.getByRole('button', { name: 'Reservar', exact: true })).toHaveCount(0);
  if (a11y) await expectAccessible(page, 'resumen de un visitante');
  return { hora, summary };
}

async function bookAndCheck(page: Page, fecha: string, hora: string) {
  const summary = page.getByRole('dialog', { name: 'Resumen de tu turno' });
  await expect(summary).toContainText(`${hora} hs`);
  await expect(summary).toContainText(CORTE_DE_DAMA);
  await expect(summary).toContainText(CAROLINA);
  await summary.getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(page.getByText('Reserva realizada con éxito.')).toBeVisible();
  await page.goto('/cliente/dashboard');
  const card = page.getByRole('region', { name: 'Próximos Turnos' }).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${CORTE_DE_DAMA} con ${CAROLINA}`);
  await expect(card).toContainText(`${hora} hs`);
  await expect(card).toContainText(`${fecha.slice(8)}/${fecha.slice(5, 7)}`);
  // the choice is booked: no reminder of it is left
  await expect(page.getByRole('region', { name: 'Tenés una reserva sin terminar' })).toHaveCount(0);
}

test.describe('visitante: reserva desde la lista de servicios', () => {
  test('elige Corte de dama, ve los horarios, se registra, valida la cuenta y reserva esa misma elección', async ({
    page,
    api,
  }, info) => {
    test.setTimeout(180_000);
    const { fecha } = await firstDayWithTimes(api, CENTRO_DAYS.registers);
    const { summary, hora } = await chooseAsVisitor(page, fecha);

    await summary.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/registrar-nuevo-cliente$/);
    const email = uniqueEmail('visitante', info.project.name);
    const form = page.getByRole('form', { name: 'Registrarse' });
    await form.getByLabel('Nombre y apellido').fill('Lola Visitante');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Número').fill('4123459');
    await form.getByLabel(/^Contraseña/).fill(PASSWORD);
    await form.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText(REGISTERED).first()).toBeVisible();

    // the validation e-mail opens a page that knows nothing of the choice; after logging in,
    // Mis turnos offers it again
    await validateInPage(page, email);
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await fillLogin(page, { email, password: PASSWORD });
    await expect(page).toHaveURL(/\/cliente\/dashboard$/);
    const pending = page.getByRole('region', { name: 'Tenés una reserva sin terminar' });
    await expect(pending).toContainText(`${CORTE_DE_DAMA} con ${CAROLINA}`);
    await expect(pending).toContainText(`${hora} hs`);
    await pending.getByRole('link', { name: 'Continuar con la reserva' }).click();
    await bookAndCheck(page, fecha, hora);
  });

  test('elige, ve los horarios, inicia sesión y vuelve al resumen de ese horario', async ({
    page,
    api,
  }, info) => {
    test.setTimeout(180_000);
    const { email } = await registerClient(api, {
      prefix: 'visitante-login',
      project: info.project.name,
      nombre: 'Nora Visitante',
      celular: '5492974123458',
      password: PASSWORD,
    });
    await validateInPage(page, email);
    await page.evaluate(() => window.localStorage.clear());

    const { fecha } = await firstDayWithTimes(api, CENTRO_DAYS.logsIn);
    const { summary, hora } = await chooseAsVisitor(page, fecha, true);
    await summary.getByRole('button', { name: 'Ingresar para reservar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, { email, password: PASSWORD });
    // back on the booking page, the summary of the same time open, now with Reservar
    await expect(page).toHaveURL(/\/cliente\/reservar-turno\?.*hora=/);
    await bookAndCheck(page, fecha, hora);
  });
});
