import { readFileSync } from 'node:fs';
import { addDays, studioNow } from '@turnos/domain';
import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures/test';
import { registerClient, validateInPage } from '../fixtures/clients';
import type { Api } from '../fixtures/api';
import { pickDate } from '../fixtures/pick-date';

const TURNOS = '/wp-json/turnos/v1';
const PASSWORD = 'Turnos1234';
/** Km 3 · Sofía Romero · Coloración: occupation '1101' (apply, wait, rinse), no deposit. */
const SUCURSAL = 'Km 3';
const PROFESIONAL = 'Sofía Romero';
const SERVICIO = 'Coloración';

/** A future date where the service has at least three free start times (found through the API). */
async function findBookableDate(api: Api) {
  const sucursales = await api.call<{ sucursales: { id: number; nombre: string }[] }>(
    'GET',
    `${TURNOS}/get-all-sucursales`,
  );
  const sucursal = sucursales.body.data.sucursales.find((s) => s.nombre === SUCURSAL);
  const peluqueros = await api.call<{
    peluqueros: { id_peluquero_sucursal: number; nombre: string }[];
  }>('GET', `${TURNOS}/get-peluqueros-por-sucursal`, {
    params: { id_sucursal: String(sucursal?.id) },
  });
  const pelu = peluqueros.body.data.peluqueros.find((p) => p.nombre === PROFESIONAL);
  const servicios = await api.call<{
    serviciosPeluquero: {
      id_servicio_de_peluquero_por_sucursal: number;
      nombre: string;
      ocupacion: string;
    }[];
  }>('GET', `${TURNOS}/obtener-servicios-asociados`, {
    params: { id_peluquero_sucursal: String(pelu?.id_peluquero_sucursal) },
  });
  const servicio = servicios.body.data.serviciosPeluquero.find((s) => s.nombre === SERVICIO);
  expect(servicio?.ocupacion).toBe('1101');
  const horarios = async (fecha: string) => {
    const res = await api.call<{ horarios: string[] }>(
      'GET',
      `${TURNOS}/obtener-horarios-disponibles`,
      {
        params: {
          id_peluquero_sucursal: String(pelu?.id_peluquero_sucursal),
          id_servicio_de_peluquero_por_sucursal: String(
            servicio?.id_servicio_de_peluquero_por_sucursal,
          ),
          fecha,
        },
      },
    );
    return res.body.data.horarios;
  };
  const today = studioNow().date;
  // days 2–19 only: the later days of Km 3 belong to other journeys (fixtures/km3-days.ts)
  for (let i = 2; i < 20; i++) {
    const fecha = addDays(today, i);
    if ((await horarios(fecha)).length >= 3) return { fecha, horarios };
  }
  throw new Error('no bookable date in the demo');
}

async function chooseAndSearch(page: Page, fecha: string) {
  await page.getByLabel('Sucursal', { exact: true }).selectOption({ label: SUCURSAL });
  await page
    .getByLabel('Profesional', { exact: true })
    .selectOption({ label: `${PROFESIONAL} (Peluquera)` });
  await page.getByLabel('Servicio', { exact: true }).selectOption({ label: SERVICIO });
  await expect(page.getByText('Duración aproximada: 1 h')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await pickDate(page, fecha);
  await page.getByRole('button', { name: 'Buscar horarios' }).click();
}

const slot = (page: Page, hora: string) =>
  page.getByRole('button', { name: `Reservar a las ${hora} hs`, exact: true });

test('cliente: reserva un servicio con pausa, lo reprograma, lo cancela y el horario vuelve a ofrecerse', async ({
  page,
  api,
}, info) => {
  test.setTimeout(120_000);
  // a new client, validated through the e-mail the server wrote
  const { email } = await registerClient(api, {
    prefix: 'reserva',
    project: info.project.name,
    nombre: 'Paula Ibáñez',
    celular: '5492974123456',
    password: PASSWORD,
  });
  await validateInPage(page, email);
  await loginAs(page, { email, password: PASSWORD, nombre: 'Paula Ibáñez' }, '/cliente/dashboard');

  const { fecha, horarios } = await findBookableDate(api);
  const before = await horarios(fecha);
  const first = before[0] ?? '';
  const last = before[before.length - 1] ?? '';

  // book
  await expect(page.getByText('No tenés turnos próximos.')).toBeVisible();
  await page.getByRole('link', { name: 'RESERVAR TURNO' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar turno' })).toBeVisible();
  await chooseAndSearch(page, fecha);
  await slot(page, first).click();
  const summary = page.getByRole('dialog', { name: 'Resumen de tu turno' });
  await expect(summary).toContainText(SERVICIO);
  await expect(summary).toContainText('$ 35.000');
  await summary.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Reserva realizada con éxito.')).toBeVisible();
  await expect(page).toHaveURL(/\/inicio$/);
  expect(await horarios(fecha)).not.toContain(first);

  // Mis turnos
  await page.goto('/cliente/dashboard');
  const upcoming = page.getByRole('region', { name: 'Próximos Turnos' });
  const card = upcoming.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${SERVICIO} con ${PROFESIONAL}`);
  await expect(card).toContainText(`${first} hs`);
  await expect(upcoming).toContainText('Turnos activos: 1');

  // reschedule to the last time of the day; its own time is still offered
  await card.getByRole('link', { name: /Reprogramar turno del/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reprogramar turno' })).toBeVisible();
  await pickDate(page, fecha);
  await page.getByRole('button', { name: 'Buscar horarios' }).click();
  await expect(slot(page, first)).toBeVisible();
  await slot(page, last).click();
  const confirm = page.getByRole('dialog', { name: 'Reprogramar turno' });
  await confirm.getByRole('button', { name: 'Reprogramar' }).click();
  await expect(
    page.getByText('¡Reprogramamos tu turno! Te enviamos un mensaje con los detalles.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/inicio$/);

  await page.goto('/cliente/dashboard');
  await expect(card).toContainText(`${last} hs`);

  // contract §6.4: "Agregar al calendario" downloads the appointment's .ics (the moved time,
  // SEQUENCE 1) and offers Google Calendar in the studio's zone
  await card.getByRole('button', { name: /Agregar al calendario el turno del/ }).click();
  const google = page.getByRole('menuitem', { name: 'Google Calendar' });
  const href = new URL((await google.getAttribute('href')) ?? '');
  expect(href.host).toBe('calendar.google.com');
  expect(href.searchParams.get('ctz')).toBe('America/Argentina/Buenos_Aires');
  expect(href.searchParams.get('dates')).toContain(
    `${fecha.replaceAll('-', '')}T${last.replace(':', '')}00/`,
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Descargar archivo .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^turno-\d+\.ics$/);
  const path = await download.path();
  const ics = readFileSync(path, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(
    `DTSTART;TZID=America/Argentina/Buenos_Aires:${fecha.replaceAll('-', '')}T${last.replace(':', '')}00`,
  );
  expect(ics).toMatch(/^SEQUENCE:1\r?$/m);
  expect(ics).toMatch(/^UID:turno-\d+@/m);

  // cancel
  await card.getByRole('button', { name: /Cancelar turno del/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar turno' });
  await expect(dialog).toContainText(
    'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
  );
  await dialog.getByRole('button', { name: 'Cancelar turno' }).click();
  await expect(page.getByText('Turno cancelado.')).toBeVisible();
  await expect(page.getByText('No tenés turnos próximos.')).toBeVisible();
  const past = page.getByRole('list', { name: 'Turnos anteriores' });
  await expect(
    past.getByRole('listitem').first().getByRole('img', { name: 'Cancelado' }),
  ).toBeVisible();

  // the time is offered again
  await page.getByRole('link', { name: 'RESERVAR TURNO' }).click();
  await chooseAndSearch(page, fecha);
  await expect(slot(page, last)).toBeVisible();
  await expect(slot(page, first)).toBeVisible();
});
