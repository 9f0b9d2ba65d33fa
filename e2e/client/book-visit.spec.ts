import { test, expect, loginAs } from '../fixtures/test';
import { registerClient, validateInPage } from '../fixtures/clients';
import type { Api } from '../fixtures/api';
import { pickDate } from '../fixtures/pick-date';
import { KM3, visitStarts } from '../fixtures/km3-days';

// contract §6.2: a client books colour with Sofía, then a cut with Martín, as one visit
const PASSWORD = 'Turnos1234';
const SUCURSAL = KM3;

/** The first start of the first day of KM3_DAYS.visits that offers the visit (see km3-days.ts). */
async function findVisitDate(api: Api) {
  const { days } = await visitStarts(api);
  for (const { fecha, horarios } of days) {
    const [first] = horarios;
    if (first) return { fecha, hora: first };
  }
  throw new Error('no date for the visit in the demo');
}

const plus60 = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const t = h * 60 + m + 60;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

test('cliente: reserva coloración con Sofía y corte con Martín como una visita y la ve con un total', async ({
  page,
  api,
}, info) => {
  test.setTimeout(120_000);
  const { email } = await registerClient(api, {
    prefix: 'visita',
    project: info.project.name,
    nombre: 'Rocío Paz',
    celular: '5492974123457',
    password: PASSWORD,
  });
  await validateInPage(page, email);
  await loginAs(page, { email, password: PASSWORD, nombre: 'Rocío Paz' }, '/cliente/dashboard');

  const { fecha, hora } = await findVisitDate(api);
  await page.getByRole('link', { name: 'RESERVAR TURNO' }).click();
  await page.getByLabel('Sucursal', { exact: true }).selectOption({ label: SUCURSAL });
  await page
    .getByLabel('Profesional', { exact: true })
    .selectOption({ label: 'Sofía Romero (Peluquera)' });
  await page.getByLabel('Servicio', { exact: true }).selectOption({ label: 'Coloración' });
  await page.getByRole('button', { name: 'Agregar otro servicio' }).click();
  await page.getByLabel('Profesional del servicio 2').selectOption({ label: 'Martín Gómez' });
  await page
    .getByLabel('Servicio 2', { exact: true })
    .selectOption({ label: 'Corte de caballero' });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(
    page.getByText(
      'Coloración con Sofía Romero, luego Corte de caballero con Martín Gómez en Km 3',
    ),
  ).toBeVisible();
  await pickDate(page, fecha);
  await page.getByRole('button', { name: 'Buscar horarios' }).click();
  await page.getByRole('button', { name: `Reservar a las ${hora} hs`, exact: true }).click();

  const summary = page.getByRole('dialog', { name: 'Resumen de tu visita' });
  await expect(summary).toContainText(`${hora} hsColoración con Sofía Romero`);
  await expect(summary).toContainText(`${plus60(hora)} hsCorte de caballero con Martín Gómez`);
  await expect(summary).toContainText('Total$ 47.000');
  await summary.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Reserva realizada con éxito.')).toBeVisible();

  await page.goto('/cliente/dashboard');
  const upcoming = page.getByRole('region', { name: 'Próximos Turnos' });
  const card = upcoming.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Visita de 2 servicios');
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await expect(card.getByRole('listitem').nth(0)).toContainText(
    `${hora} hs Coloración con Sofía Romero`,
  );
  await expect(card.getByRole('listitem').nth(1)).toContainText(
    `${plus60(hora)} hs Corte de caballero con Martín Gómez`,
  );
  await expect(card).toContainText('Total$ 47.000');
  // a visit is one booking toward the active limit
  await expect(upcoming).toContainText('Turnos activos: 1');

  // cancel the whole visit
  await card.getByRole('button', { name: /Cancelar visita del/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar visita' });
  await dialog.getByRole('button', { name: 'Cancelar visita' }).click();
  await expect(page.getByText('Visita cancelada.')).toBeVisible();
  await expect(page.getByText('No tenés turnos próximos.')).toBeVisible();
});
