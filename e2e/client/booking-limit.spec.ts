import { addDays, studioNow } from '@turnos/domain';
import { test, expect, loginAs } from '../fixtures/test';
import { registerClient, validateInPage } from '../fixtures/clients';
import { CENTRO_DAYS, CORTE_DE_DAMA, carolinaCorte } from '../fixtures/centro-days';
import { expectAccessible } from '../a11y/check';

/**
 * Issue 29.3: a client at the active-appointment limit (the demo's is 3) is told so when the
 * booking page opens, not after walking the whole wizard; Mis turnos shows no RESERVAR TURNO.
 */
const TURNOS = '/wp-json/turnos/v1';
const PASSWORD = 'Limite1234';
const LIMIT_TEXT = 'NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO';

test('un cliente con el máximo de turnos activos lo sabe al abrir la página de reserva', async ({
  page,
  api,
}, info) => {
  test.setTimeout(120_000);
  const nombre = 'Tina Límite';
  const { email } = await registerClient(api, {
    prefix: 'limite',
    project: info.project.name,
    nombre,
    celular: '5492974123460',
    password: PASSWORD,
  });
  await validateInPage(page, email);
  const token = await api.login({ email, password: PASSWORD });
  const session = await api.session(token);
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const id = Number(session.body.data.user.ID);

  // three appointments through the API, on Carolina's days kept for this journey
  const { pb, link, horarios } = await carolinaCorte(api);
  const today = studioNow().date;
  let booked = 0;
  for (let i = CENTRO_DAYS.limit.from; i <= CENTRO_DAYS.limit.to && booked < 3; i++) {
    const fecha = addDays(today, i);
    const hora = (await horarios(fecha))[0];
    if (!hora) continue;
    const res = await api.call('POST', `${TURNOS}/reservar-turno`, {
      token,
      data: {
        id_cliente: id,
        id_peluquero_sucursal: pb,
        id_servicio_de_peluquero_por_sucursal: link,
        fecha,
        hora,
      },
    });
    expect(res.status, res.body.error).toBe(200);
    booked += 1;
  }
  expect(booked).toBe(3);

  await loginAs(page, { email, password: PASSWORD, nombre }, '/cliente/dashboard');
  const upcoming = page.getByRole('region', { name: 'Próximos Turnos' });
  await expect(upcoming).toContainText('Turnos activos: 3 de 3');
  await expect(page.getByText(LIMIT_TEXT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'RESERVAR TURNO' })).toHaveCount(0);

  // from the public list, as anyone would: told on arriving, before any step
  await page.goto('/listado-servicios');
  await page.getByRole('link', { name: `Reservar turno: ${CORTE_DE_DAMA}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar turno' })).toBeVisible();
  await expect(page.getByText(LIMIT_TEXT)).toBeVisible();
  await expect(page.getByText('Tenés 3 de 3 turnos activos.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await expectAccessible(page, 'reserva con el máximo de turnos activos');
  await page.getByRole('link', { name: 'Ir a Mis turnos' }).click();
  await expect(page).toHaveURL(/\/cliente\/dashboard$/);
});
