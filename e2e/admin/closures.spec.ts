import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, studioNow } from '@turnos/domain';
import { fillLogin, test, expect, uniqueEmail, validationLinkFor } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { ADMIN } from '../fixtures/demo-users';
import { arrangeOwnBranch, ok } from '../fixtures/own-branch';
import { mailsTo } from '../fixtures/outbox';

/**
 * Issue 33 (contract §7.6–§7.7): the admin closes a branch for a day on which two clients are
 * booked, sees both before confirming, chooses "avisar" and both get the `cierre_sucursal`
 * e-mail; then the branch's professional books a client every 4 weeks from her agenda and sees
 * which date was skipped (a closure on it) and why, and her agenda's calendar names both closed
 * dates (the first, with appointments, still opens). Everything is the test's own: a branch
 * (removed at the end), a professional working every day, validated clients.
 *
 * E2E_SCREENS=<dir> saves the screens (feriados-*.png) there (docs/screens/ of the project).
 */
const TURNOS = '/wp-json/turnos/v1';
const SERVICIO = 'Corte de dama';
const MOTIVO = 'Inventario anual';

async function shot(page: Page, name: string) {
  const screens = process.env.E2E_SCREENS;
  if (!screens) return;
  const width = page.viewportSize()?.width ?? 0;
  await fs.mkdir(screens, { recursive: true });
  await page.screenshot({
    path: path.join(screens, `feriados-${name}-${width}.png`),
    // the screen whole; a dialog as the viewport shows it
    fullPage: name === 'pantalla',
  });
}

/** A branch of its own, a professional working 09:00–18:00 every day who does the cut. */
const arrange = (api: Api, project: string) =>
  arrangeOwnBranch(api, {
    project,
    label: 'Cierre',
    direccion: 'Av. Roca 200',
    professional: 'Julieta',
    emailPrefix: 'cierre-pro',
    funcion: 'recepcionista',
    servicio: SERVICIO,
  });

/** A new, validated client; with `fecha`, booked by themself at `hora`. */
async function client(
  api: Api,
  project: string,
  nombre: string,
  booking?: { pb: number; link: number; fecha: string; hora: string },
) {
  const email = uniqueEmail('cierre-cliente', project);
  const password = 'Cliente12345';
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
  if (booking) {
    const token = await api.login({ email, password });
    const id = String((await api.session(token)).body.data.user.ID);
    await ok(
      api.call('POST', `${TURNOS}/reservar-turno`, {
        token,
        data: {
          id_cliente: id,
          id_peluquero_sucursal: booking.pb,
          id_servicio_de_peluquero_por_sucursal: booking.link,
          fecha: booking.fecha,
          hora: booking.hora,
        },
      }),
    );
  }
  return { email, nombre };
}

test('admin: cierra una sucursal un día con dos turnos y avisa; la recepción reserva cada 4 semanas y ve la fecha salteada @phone', async ({
  page,
  api,
}, info) => {
  test.setTimeout(300_000);
  const setup = await arrange(api, info.project.name);
  const stamp = setup.branchName.slice(7);
  try {
    const today = studioNow().date;
    const fecha = addDays(today, 3);
    const ana = await client(api, info.project.name, `Ana Cierre ${stamp}`, {
      pb: setup.pb,
      link: setup.link,
      fecha,
      hora: '10:00',
    });
    const bruno = await client(api, info.project.name, `Bruno Cierre ${stamp}`, {
      pb: setup.pb,
      link: setup.link,
      fecha,
      hora: '11:00',
    });

    // the admin opens "Feriados y cierres" and closes the branch that day
    await page.goto('/login');
    await fillLogin(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\//);
    await page.goto('/admin/feriados');
    await expect(page.getByRole('heading', { level: 1, name: 'Feriados y cierres' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: `Feriados nacionales ${today.slice(0, 4)}` }),
    ).toContainText('Navidad');
    await shot(page, 'pantalla');
    const form = page.getByRole('form', { name: 'Agregar un cierre' });
    await form.getByRole('combobox', { name: 'Sucursal' }).click();
    await page.getByRole('option', { name: setup.branchName }).click();
    await form.getByLabel('Desde').fill(fecha);
    await form.getByLabel('Motivo').fill(MOTIVO);
    await form.getByRole('button', { name: 'Revisar turnos y cerrar' }).click();

    // before anything is closed: both appointments, and the choice
    const confirm = page.getByRole('dialog', { name: 'Confirmar el cierre' });
    await expect(confirm).toBeVisible();
    const list = confirm.getByRole('list', { name: 'Turnos afectados' });
    await expect(list).toContainText(ana.nombre);
    await expect(list).toContainText(bruno.nombre);
    await expect(confirm.getByRole('radio', { name: /^Avisarles a los clientes/ })).toBeChecked();
    await shot(page, 'confirmar');
    await confirm.getByRole('button', { name: 'Cerrar' }).click();
    await expect(
      page.getByText('Cierre agregado. Avisamos a los clientes de 2 turnos.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cierres' })).toContainText(MOTIVO);

    // each client's e-mail, once, with the reason
    for (const c of [ana, bruno]) {
      await expect
        .poll(
          async () =>
            (await mailsTo(c.email)).filter((m) => /no podrá realizarse/.test(m.subject)).length,
          { message: `the closure e-mail to ${c.email}` },
        )
        .toBe(1);
      const mail = (await mailsTo(c.email)).find((m) => /no podrá realizarse/.test(m.subject));
      expect(mail?.text).toContain(MOTIVO);
    }

    // the professional at reception books a client every 4 weeks from a day before the closure
    // of a later date: that one is skipped, with its reason
    const start = addDays(today, 2);
    const skipped = addDays(start, 28);
    await ok(
      api.call('POST', `${TURNOS}/crear-cierre`, {
        token: setup.admin,
        data: { fecha_desde: skipped, id_sucursal: setup.branchId, razon: 'Vacaciones' },
      }),
    );
    const carla = await client(api, info.project.name, `Carla Serie ${stamp}`);
    await page.goto('/');
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await fillLogin(page, setup.pro);
    await expect(page).toHaveURL(/\/profesional\//);
    await page.goto(`/profesional/agenda/${setup.pb}?fecha=${start}`);
    await page.getByRole('button', { name: 'Asignar turno a las 10:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asigna turno' });
    await dialog.getByRole('combobox', { name: 'Cliente' }).fill(carla.nombre);
    await page.getByRole('option', { name: new RegExp(carla.nombre) }).click();
    await dialog.getByRole('combobox', { name: /Servicio/ }).click();
    await page.getByRole('option', { name: SERVICIO }).click();
    await dialog.getByRole('checkbox', { name: 'Repetir' }).check();
    const dates = dialog.getByRole('list', { name: 'Fechas de la serie' });
    await expect(dates).toContainText('No se reserva: Vacaciones');
    await shot(page, 'serie');
    await dialog.getByRole('button', { name: 'Reservar la serie' }).click();
    await expect(dialog.getByRole('button', { name: 'Listo' })).toBeEnabled();
    const notBooked = dialog.getByRole('list', { name: 'Fechas no reservadas' });
    await expect(notBooked).toContainText('La sucursal está cerrada ese día (Vacaciones).');
    await expect(dialog).toContainText('Se reservaron 3 turnos de la serie.');
    await shot(page, 'serie-resultado');
    await dialog.getByRole('button', { name: 'Listo' }).click();

    // her agenda's calendar names the branch's closed dates (contract §7.6): the closure's day
    // still holds Ana's and Bruno's appointments, so it opens; the later one holds none
    await page.getByRole('button', { name: /Elige fecha/ }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    const monthsFrom = (a: string, b: string) =>
      (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 +
      Number(b.slice(5, 7)) -
      Number(a.slice(5, 7));
    for (let i = 0; i < monthsFrom(start, fecha); i++)
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    const closedDay = page.getByRole('gridcell', {
      name: `${Number(fecha.slice(8))}, Cerrado: ${MOTIVO}`,
    });
    await expect(closedDay).toHaveCount(1);
    await expect(closedDay).toBeEnabled();
    await expect(closedDay).toHaveAttribute('title', `Cerrado: ${MOTIVO}`);
    await shot(page, 'agenda-calendario');
    for (let i = 0; i < monthsFrom(fecha, skipped); i++)
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    const vacaciones = page.getByRole('gridcell', {
      name: `${Number(skipped.slice(8))}, Cerrado: Vacaciones`,
    });
    await expect(vacaciones).toHaveCount(1);
    await expect(vacaciones).toBeDisabled();
    // the closure's day picked: its name under the field; opened: why, and what it holds
    for (let i = 0; i < monthsFrom(fecha, skipped); i++)
      await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect(closedDay).toHaveCount(1);
    await closedDay.click();
    // on a touch screen the picker is a dialog that waits for OK
    const okButton = page.getByRole('dialog').getByRole('button', { name: 'OK' });
    if (await okButton.isVisible()) await okButton.click();
    await expect(page.getByText(`Cerrado: ${MOTIVO}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Buscar turnos del día' }).click();
    await expect(
      page.getByText(`Cerrado: ${MOTIVO}. Los clientes no pueden reservar este día.`),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Turno de ${ana.nombre}, ${SERVICIO}`, exact: true }),
    ).toBeVisible();
    // the search button's tooltip off the picture
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('tooltip')).toBeHidden();
    await shot(page, 'agenda-dia-cerrado');
  } finally {
    await api.call('DELETE', `${TURNOS}/eliminar-sucursal`, {
      token: setup.admin,
      params: { id: String(setup.branchId) },
    });
  }
});
