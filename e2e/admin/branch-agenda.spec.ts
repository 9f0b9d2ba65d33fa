import { addDays, studioNow, timeToMinutes } from '@turnos/domain';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { DELETED_CLIENT, USERS } from '../fixtures/demo-users';
import { expectAccessible } from '../a11y/check';

/** The toolbar's date field (MUI X, es-AR): its day, month and year sections. */
function dateField(page: Page) {
  return page
    .getByRole('toolbar', { name: 'Opciones de la agenda' })
    .getByRole('group', { name: 'Fecha' });
}

/** The field shows the date as dd/mm/aaaa. */
async function expectDate(page: Page, fecha: string) {
  const [y, m, d] = fecha.split('-');
  const field = dateField(page);
  await expect(field.getByRole('spinbutton', { name: /^D[ií]a$/ })).toHaveText(d ?? '');
  await expect(field.getByRole('spinbutton', { name: 'Mes' })).toHaveText(m ?? '');
  await expect(field.getByRole('spinbutton', { name: /^A[ñn]o$/ })).toHaveText(y ?? '');
  await expect(field.locator('xpath=..').locator('input')).toHaveValue(`${d}/${m}/${y}`);
}

/** Types dd/mm/aaaa into the toolbar's date field; the agenda follows the typed day. */
async function typeDate(page: Page, fecha: string) {
  const [y, m, d] = fecha.split('-');
  await dateField(page)
    .getByRole('spinbutton', { name: /^D[ií]a$/ })
    .click();
  await page.keyboard.type(`${d}${m}${y}`);
  await expectDate(page, fecha);
  await expect(page).toHaveURL(new RegExp(`fecha=${fecha}`));
}

const TURNOS = '/wp-json/turnos/v1';
/** The demo's Centro branch: Carolina Díaz and Lucía Fernández work there. */
const CENTRO = '1';
/** A client no other journey books for. */
const CLIENTE = 'Mateo Sánchez';

interface Turno {
  id_turno: number;
  id_cliente: number;
  id_peluquero_sucursal: number;
  fecha: string;
  hora_inicio: string;
  hora_fin: string;
  ocupado: string;
  asistencia: string;
  cliente_nombre: string;
}
interface Agenda {
  profesionales: { id_peluquero_sucursal: number; nombre: string }[];
  turnos: Turno[];
}
interface Servicio {
  id_servicio: number;
  id_servicio_de_peluquero_por_sucursal: number;
  nombre: string;
}

async function agenda(api: Api, token: string, desde: string, hasta: string) {
  const res = await api.call<Agenda>('GET', `${TURNOS}/obtener-agenda-sucursal`, {
    token,
    params: { id_sucursal: CENTRO, fecha_desde: desde, fecha_hasta: hasta },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function services(api: Api, pb: number) {
  const res = await api.call<{ serviciosPeluquero: Servicio[] }>(
    'GET',
    `${TURNOS}/obtener-servicios-asociados`,
    { params: { id_peluquero_sucursal: String(pb) } },
  );
  return res.body.data.serviciosPeluquero;
}

async function free(api: Api, pb: number, link: number, fecha: string) {
  const res = await api.call<{ horarios: string[] }>(
    'GET',
    `${TURNOS}/obtener-horarios-disponibles`,
    {
      params: {
        id_peluquero_sucursal: String(pb),
        id_servicio_de_peluquero_por_sucursal: String(link),
        fecha,
      },
    },
  );
  return res.body.data.horarios;
}

/**
 * Books CLIENTE with the first professional on a coming day where the second one offers the same
 * service and is free at another time within two hours: the drag's source and target.
 */
async function arrangeMove(api: Api, token: string, cols: Agenda['profesionales']) {
  const [from, to] = cols;
  if (!from || !to) throw new Error('the demo Centro has two professionals');
  const fromServices = await services(api, from.id_peluquero_sucursal);
  const toServices = await services(api, to.id_peluquero_sucursal);
  const pairs = fromServices.flatMap((a) => {
    const b = toServices.find((s) => s.id_servicio === a.id_servicio);
    return b ? [{ a, b }] : [];
  });
  const clients = await api.call<{ clientes: { ID: number; nombre: string }[] }>(
    'GET',
    `${TURNOS}/get-all-clientes`,
    { token, params: { pagina: '1', buscar: CLIENTE } },
  );
  const client = clients.body.data.clientes.find((c) => c.nombre === CLIENTE);
  const today = studioNow().date;
  for (let i = 1; i < 20; i++) {
    const fecha = addDays(today, i);
    for (const { a, b } of pairs) {
      const fromFree = await free(
        api,
        from.id_peluquero_sucursal,
        a.id_servicio_de_peluquero_por_sucursal,
        fecha,
      );
      const toFree = await free(
        api,
        to.id_peluquero_sucursal,
        b.id_servicio_de_peluquero_por_sucursal,
        fecha,
      );
      for (const hora of fromFree) {
        const target = toFree.find(
          (h) => h !== hora && Math.abs(timeToMinutes(h) - timeToMinutes(hora)) <= 120 && h > hora,
        );
        if (!target) continue;
        const booked = await api.call<{ id_turno: number }>('POST', `${TURNOS}/reservar-turno`, {
          token,
          data: {
            id_cliente: client?.ID,
            id_peluquero_sucursal: from.id_peluquero_sucursal,
            id_servicio: a.id_servicio,
            id_servicio_de_peluquero_por_sucursal: a.id_servicio_de_peluquero_por_sucursal,
            fecha,
            hora,
            esSobreturno: '0',
          },
        });
        expect(booked.status, JSON.stringify(booked.body)).toBe(200);
        return { fecha, hora, target, from, to, servicio: a.nombre };
      }
    }
  }
  throw new Error('no day to move an appointment between the two professionals');
}

test('admin: la agenda de la sucursal — arrastra un turno a otra profesional, marca No asistió, ve la ficha; en el celular una columna', async ({
  page,
  api,
  signInAs,
}) => {
  const token = await api.login(USERS.admin);
  const today = studioNow().date;
  const cols = (await agenda(api, token, today, today)).profesionales;
  expect(cols.length).toBeGreaterThanOrEqual(2);

  // a past appointment not marked yet, and a note on its client's file (not of the client another
  // journey deletes meanwhile: her appointments leave the agenda with her)
  const past = (await agenda(api, token, addDays(today, -20), addDays(today, -1))).turnos
    .filter(
      (t) =>
        t.ocupado === '0' && t.asistencia === 'pendiente' && t.cliente_nombre !== DELETED_CLIENT,
    )
    .at(-1);
  if (!past) throw new Error('the demo has past appointments at Centro');
  const nota = `Prefiere la mañana (${Date.now().toString(36)})`;
  const saved = await api.call('PUT', `${TURNOS}/actualizar-nota-cliente`, {
    token,
    data: { ID: past.id_cliente, nota },
  });
  expect(saved.status).toBe(200);
  const move = await arrangeMove(api, token, cols);

  // today's agenda from the admin menu: a column per professional
  await signInAs('admin');
  await page.goto('/admin/dashboard');
  await page
    .getByRole('link', { name: /Agenda/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/agenda/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Agenda de la sucursal' }),
  ).toBeVisible();
  const grid = page.getByRole('region', { name: 'Grilla de la agenda' });
  for (const c of cols.slice(0, 2))
    await expect(grid.getByRole('heading', { name: c.nombre })).toBeVisible();
  await expectDate(page, today);

  // the day of the booking: drag it to the other professional at another time
  await typeDate(page, move.fecha);
  const block = grid.getByRole('button', {
    name: new RegExp(`^Turno de ${CLIENTE}, ${move.servicio}, ${move.hora} a`),
  });
  await expect(block).toBeVisible();
  await expectAccessible(page, 'agenda de la sucursal');
  // the keyboard: one tab stop in the grid; from the block, Left is its cell, Right comes back
  await expect(grid.locator('[data-nav][tabindex="0"]')).toHaveCount(1);
  await block.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAccessibleName(
    `${move.hora}, ${move.from.nombre}, con turno`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(block).toBeFocused();
  await expect(grid.locator('[data-nav][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Info del horario' });
  await expect(details).toContainText(CLIENTE);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const targetCell = page.locator(
    `[data-agenda-column][data-pb="${move.to.id_peluquero_sucursal}"] [data-hora="${move.target}"]`,
  );
  const from = await block.boundingBox();
  const to = await targetCell.boundingBox();
  if (!from || !to) throw new Error('block and target cell are on screen');
  await page.mouse.move(from.x + 10, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + 10, to.y + 5, { steps: 12 });
  await page.mouse.up();
  const confirm = page.getByRole('dialog', { name: '¿Mover el turno?' });
  await expect(confirm).toContainText(`${move.hora} hs (${move.from.nombre})`);
  await expect(confirm).toContainText(`${move.target} hs (${move.to.nombre})`);
  await confirm.getByRole('button', { name: 'Mover' }).click();
  await expect(page.getByText('Turno reprogramado.')).toBeVisible();
  const moved = page
    .locator(`[data-agenda-column][data-pb="${move.to.id_peluquero_sucursal}"]`)
    .getByRole('button', {
      name: new RegExp(`^Turno de ${CLIENTE}, ${move.servicio}, ${move.target} a`),
    });
  await expect(moved).toBeVisible();
  // gone from its old place (the demo may give the same client another appointment that day)
  await expect(
    page
      .locator(`[data-agenda-column][data-pb="${move.from.id_peluquero_sucursal}"]`)
      .getByRole('button', {
        name: new RegExp(`^Turno de ${CLIENTE}, ${move.servicio}, ${move.hora} a`),
      }),
  ).toHaveCount(0);

  // a past one: No asistió, then the client's file with the count and the note
  await typeDate(page, past.fecha);
  await grid
    .getByRole('button', {
      name: new RegExp(`^Turno de ${past.cliente_nombre}, .*, ${past.hora_inicio} a`),
    })
    .first()
    .click();
  const info = page.getByRole('dialog', { name: 'Info del horario' });
  await info.getByRole('button', { name: 'No asistió' }).click();
  await expect(page.getByText('Asistencia registrada.')).toBeVisible();
  await expect(info.getByRole('button', { name: 'No asistió' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await info.getByRole('button', { name: 'Ficha del cliente' }).click();
  const file = page.getByRole('dialog', { name: `Ficha de ${past.cliente_nombre}` });
  const noShows = file.getByRole('term').filter({ hasText: 'No asistidos' });
  await expect(noShows).toBeVisible();
  const count = noShows.locator('xpath=following-sibling::*[1]');
  await expect(count).not.toHaveText('0');
  await expect(file.getByRole('textbox', { name: /Nota/ })).toHaveValue(nota);
  await file.getByRole('button', { name: 'Cerrar' }).click();

  // at 390 px: one column at a time, chosen with the professional selector
  await page.setViewportSize({ width: 390, height: 844 });
  await typeDate(page, move.fecha);
  await expect(page.locator('[data-agenda-column]')).toHaveCount(1);
  const selector = page.getByRole('combobox', { name: 'Profesional' });
  await expect(selector).toHaveText(cols[0]?.nombre ?? '');
  await selector.click();
  await page.getByRole('option', { name: move.to.nombre }).click();
  await expect(page.locator('[data-agenda-column]')).toHaveAttribute(
    'data-pb',
    String(move.to.id_peluquero_sucursal),
  );
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Turno de ${CLIENTE}, ${move.servicio}, ${move.target} a`),
    }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
