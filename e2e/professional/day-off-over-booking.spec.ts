import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, studioNow } from '@turnos/domain';
import { fillLogin, test, expect, uniqueEmail, validationLinkFor } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { arrangeOwnBranch, ok } from '../fixtures/own-branch';
import { mailsTo } from '../fixtures/outbox';

/**
 * Issue 29 item 2 (contract §4.4): a professional adds a day off over a client's booking. Before
 * the date is added she sees the appointment and chooses to tell the client; the client's e-mail
 * (`cierre_sucursal`) is in the outbox; the booking stands and she can still open that day in her
 * agenda, marked with its reason. Everything is the test's own: a branch (removed at the end), a
 * professional working every day, a validated client.
 *
 * E2E_SCREENS=<dir> saves the confirm dialog's screenshot there (docs/screens/ of the project).
 */
const TURNOS = '/wp-json/turnos/v1';
const SERVICIO = 'Corte de dama';
const MOTIVO = 'Capacitación';

/** A branch of its own, a professional working 09:00–18:00 every day who does the cut. */
const arrange = (api: Api, project: string) =>
  arrangeOwnBranch(api, {
    project,
    label: 'Día libre',
    direccion: 'Av. San Martín 100',
    professional: 'Valeria',
    emailPrefix: 'dia-libre',
    funcion: 'estilista',
    servicio: SERVICIO,
  });

/** A new, validated client who books `fecha` at the first free start. */
async function clientBooks(api: Api, project: string, pb: number, link: number, fecha: string) {
  const email = uniqueEmail('cliente-dia-libre', project);
  const password = 'Cliente12345';
  const nombre = 'Rocío Avisada';
  await ok(
    api.call('POST', '/wp-json/simple-jwt-login/v1/users', {
      data: {
        email,
        password,
        display_name: nombre,
        user_meta: { nombre, celular: `549297${String(Date.now()).slice(-7)}` },
      },
    }),
  );
  const validation = new URL(await validationLinkFor(email), 'http://x');
  await ok(
    api.call('POST', `${TURNOS}/validar-new-cliente`, {
      data: { token: validation.searchParams.get('token') },
    }),
  );
  const token = await api.login({ email, password });
  const id = String((await api.session(token)).body.data.user.ID);
  const { horarios } = await ok<{ horarios: string[] }>(
    api.call('GET', `${TURNOS}/obtener-horarios-disponibles`, {
      params: {
        id_peluquero_sucursal: String(pb),
        id_servicio_de_peluquero_por_sucursal: String(link),
        fecha,
      },
    }),
  );
  const hora = horarios[0] ?? '';
  expect(hora, 'a free start').not.toBe('');
  await ok(
    api.call('POST', `${TURNOS}/reservar-turno`, {
      token,
      data: {
        id_cliente: id,
        id_peluquero_sucursal: pb,
        id_servicio_de_peluquero_por_sucursal: link,
        fecha,
        hora,
      },
    }),
  );
  return { email, nombre, hora };
}

/** Opens the page's date picker and picks `fecha` (its cell named `day`), months ahead as needed. */
async function pickDate(page: Page, fecha: string, day: RegExp) {
  await page.getByRole('button', { name: /Elige fecha/ }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  const now = studioNow().date;
  const months =
    (Number(fecha.slice(0, 4)) - Number(now.slice(0, 4))) * 12 +
    Number(fecha.slice(5, 7)) -
    Number(now.slice(5, 7));
  for (let i = 0; i < months; i++)
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  // while the month slides, both months are in the page: wait for the new one alone
  const cell = page.getByRole('gridcell', { name: day });
  await expect(cell).toHaveCount(1);
  await cell.click();
  // on a touch screen the picker is a dialog that waits for OK
  const okButton = page.getByRole('dialog').getByRole('button', { name: 'OK' });
  if (await okButton.isVisible()) await okButton.click();
}

test('profesional: agrega un día no laborable sobre un turno, avisa al cliente y sigue viendo ese día @phone', async ({
  page,
  api,
}, info) => {
  test.setTimeout(240_000);
  const setup = await arrange(api, info.project.name);
  try {
    const fecha = addDays(studioNow().date, 3);
    const client = await clientBooks(api, info.project.name, setup.pb, setup.link, fecha);
    const dayNumber = String(Number(fecha.slice(8)));

    // she logs in: her home opens with today's list first
    await page.goto('/login');
    await fillLogin(page, setup.pro);
    await expect(page).toHaveURL(/\/profesional\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Hoy', level: 2 })).toBeVisible();

    // the day off, from her branch card
    await page.getByRole('button', { name: `Acciones de ${setup.branchName}` }).click();
    await page.getByRole('menuitem', { name: /^D[ií]as no laborables$/ }).click();
    const days = page.getByRole('dialog', { name: /^Días no laborables/ });
    await expect(days.getByText('No hay fechas para mostrar')).toBeVisible();
    await pickDate(page, fecha, new RegExp(`^${dayNumber}$`));
    await days.getByLabel('Motivo (opcional)').fill(MOTIVO);
    await days.getByRole('button', { name: 'Agregar fecha' }).click();

    // before anything is added: the appointment, and the choice
    const confirm = page.getByRole('dialog', { name: 'Hay turnos en esa fecha' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('list', { name: 'Turnos de esa fecha' })).toContainText(
      `${client.hora} · ${client.nombre}`,
    );
    await expect(confirm).toContainText(SERVICIO);
    await expect(confirm.getByRole('radio', { name: /^Avisarles a los clientes/ })).toBeChecked();
    const screens = process.env.E2E_SCREENS;
    if (screens) {
      const width = page.viewportSize()?.width ?? 0;
      await fs.mkdir(screens, { recursive: true });
      await page.screenshot({ path: path.join(screens, `day-off-confirm-${width}.png`) });
    }
    await confirm.getByRole('button', { name: 'Agregar fecha' }).click();
    await expect(
      page.getByText(
        'Cambios guardados con éxito. Le avisamos a 1 cliente; los turnos siguen en la agenda.',
      ),
    ).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(days.getByRole('list', { name: 'Días no laborables' })).toContainText(MOTIVO);

    // the client's e-mail, once
    await expect
      .poll(
        async () =>
          (await mailsTo(client.email)).filter((m) => /no podrá realizarse/.test(m.subject)).length,
        {
          message: `the day-off e-mail to ${client.email}`,
        },
      )
      .toBe(1);
    const mail = (await mailsTo(client.email)).find((m) => /no podrá realizarse/.test(m.subject));
    expect(mail?.text).toContain(MOTIVO);
    expect(mail?.text).toContain(client.hora);

    // she can still open that day in her agenda: marked with its reason, the booking in it
    await days.getByRole('button', { name: 'Cerrar' }).click();
    await page.goto(`/profesional/agenda/${setup.pb}`);
    await expect(page.getByRole('heading', { level: 1, name: /Agenda/ })).toBeVisible();
    await pickDate(page, fecha, new RegExp(`^${dayNumber}, No laborable: ${MOTIVO}$`));
    await page.getByRole('button', { name: 'Buscar turnos del día' }).click();
    await expect(page).toHaveURL(new RegExp(`fecha=${fecha}`));
    await expect(
      page.getByText(`No laborable: ${MOTIVO}. Los clientes no pueden reservar este día.`),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Turno de ${client.nombre}, ${SERVICIO}$`) }),
    ).toBeVisible();
  } finally {
    // the branch goes, and its staff link and appointments with it
    await api.call('DELETE', `${TURNOS}/eliminar-sucursal`, {
      token: setup.admin,
      params: { id: String(setup.branchId) },
    });
  }
});
