import { test, expect } from '../fixtures/test';
import {
  CAROLINA,
  CENTRO,
  CENTRO_DAYS,
  CORTE_DE_DAMA,
  firstDayWithTimes,
} from '../fixtures/centro-days';
import { pickDate } from '../fixtures/pick-date';

/**
 * Issue 29.4 (ADR 0090): the booking wizard keeps its choices in the URL, so the browser's Back,
 * Forward and a reload move between the steps without losing any. Nothing is booked here.
 */
const SUCURSAL = CENTRO;
const PROFESIONAL = `${CAROLINA} (Estilista)`;
const SERVICIO = CORTE_DE_DAMA;

test('Atrás, Adelante y recargar en el asistente de reserva conservan cada elección', async ({
  page,
  api,
}) => {
  // many page loads (two reloads): room for a busy machine
  test.setTimeout(180_000);
  const { fecha } = await firstDayWithTimes(api, CENTRO_DAYS.history);
  await page.goto('/cliente/reservar-turno');
  const sucursal = page.getByLabel('Sucursal', { exact: true });
  const profesional = page.getByLabel('Profesional', { exact: true });
  const servicio = page.getByLabel('Servicio', { exact: true });
  await sucursal.selectOption({ label: SUCURSAL });
  await profesional.selectOption({ label: PROFESIONAL });
  await servicio.selectOption({ label: SERVICIO });
  const step1 = async () => {
    await expect(
      page.getByRole('heading', { name: 'Elegir sucursal, profesional y servicio' }),
    ).toBeVisible();
    await expect(sucursal.locator('option:checked')).toHaveText(SUCURSAL);
    await expect(profesional.locator('option:checked')).toHaveText(PROFESIONAL);
    await expect(servicio.locator('option:checked')).toHaveText(SERVICIO);
  };
  await step1();

  // step 2: the wizard finds the first day with times; then the day kept for this journey
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const step2 = page.getByRole('heading', { name: 'Elegir fecha y horario' });
  await expect(step2).toBeVisible();
  const times = page.getByRole('list', { name: 'Horarios disponibles' }).getByRole('button');
  await page.getByRole('button', { name: 'Próximo día disponible' }).click();
  await expect(times.first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]fecha=\d{4}-\d{2}-\d{2}/);
  await pickDate(page, fecha);
  await expect(page).toHaveURL(new RegExp(`[?&]fecha=${fecha}`));
  await expect(times.first()).toBeVisible();
  const dayHeading = page.getByRole('heading', { level: 3 });
  const day = (await dayHeading.textContent()) ?? '';

  // a time: its summary
  const first = times.first();
  const hora = /(\d\d:\d\d)/.exec((await first.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await first.click();
  const summary = page.getByRole('dialog', { name: 'Resumen de tu turno' });
  await expect(summary).toContainText(`${hora} hs`);

  // reload: the same summary of the same time (the page loads anew: give it the time)
  await page.reload();
  await expect(summary).toContainText(`${hora} hs`, { timeout: 60_000 });
  await expect(summary).toContainText(SERVICIO);

  // Back: the summary closes, the day and its times stay
  await page.goBack();
  await expect(summary).toBeHidden();
  await expect(step2).toBeVisible();
  await expect(dayHeading).toHaveText(day);
  await expect(times.first()).toBeVisible();

  // Back again: step 1 with every choice; Forward: step 2 on the same day
  await page.goBack();
  await step1();
  await page.goForward();
  await expect(step2).toBeVisible();
  await expect(page.getByText(`${SERVICIO} con ${CAROLINA} en ${SUCURSAL}`)).toBeVisible();
  await expect(dayHeading).toHaveText(day);

  // reload on step 2 keeps the day; Forward again reopens the summary
  await page.reload();
  await expect(dayHeading).toHaveText(day, { timeout: 60_000 });
  // (an entry of the document before the reload: the browser loads the page again)
  await page.goForward();
  await expect(summary).toContainText(`${hora} hs`, { timeout: 60_000 });

  // Cancelar is the browser's Back from the summary; Volver is Back from step 2
  await summary.getByRole('button', { name: 'Cancelar' }).click();
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Volver' }).click();
  await step1();
  await expect(page).toHaveURL(/\/cliente\/reservar-turno\?/);
});
