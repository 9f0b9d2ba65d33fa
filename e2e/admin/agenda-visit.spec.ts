import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timeToMinutes } from '@turnos/domain';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { newClient } from '../fixtures/clients';
import { DEMO_PASSWORD, PROFESSIONALS } from '../../apps/server/src/seed/demo-data';
import { ADMIN } from '../fixtures/demo-users';
import { km3, visitStarts } from '../fixtures/km3-days';
import { expectAccessible } from '../a11y/check';

/**
 * Contract §6.2, ADR 0075: a visit booked through the API (Coloración with Sofía Romero, then
 * Corte de caballero with Martín Gómez, at Km 3) is marked in the branch agenda, the professional's
 * agenda and the appointments screen; the agenda's dialog lists both services and the total,
 * moves the whole visit and cancels it. E2E_SCREENS=1 also saves the screens to docs/screens/.
 */
const TURNOS = '/wp-json/turnos/v1';
const PASSWORD = 'Visita1234';
const SCREENS = process.env.E2E_SCREENS
  ? fileURLToPath(new URL('../../docs/screens', import.meta.url))
  : '';

async function screen(page: Page, name: string) {
  if (SCREENS) await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

/** The app's stored token (apps/web/src/lib/token-store.ts): the next page load is that user. */
async function signIn(page: Page, token: string) {
  await page.evaluate((t) => window.localStorage.setItem('turnos.jwt', t), token);
}

/** A start of the visit's day at least two hours after its first (book-visit.spec.ts takes that). */
async function laterStart(api: Api) {
  const starts = await visitStarts(api);
  for (const { fecha, horarios } of starts.days) {
    const [first] = horarios;
    if (!first) continue;
    const later = horarios.filter((h) => timeToMinutes(h) >= timeToMinutes(first) + 120);
    const hora = later.at(-1);
    // where the journey moves it: clear of book-visit's start too
    if (hora) return { ...starts, fecha, hora, otra: later.find((h) => h !== hora) ?? '' };
    // the day's only starts are book-visit's: its next day has none of its
    break;
  }
  throw new Error('no later start for the visit in the demo');
}

const plus60 = (hora: string) => {
  const t = timeToMinutes(hora) + 60;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

test('admin: una visita reservada por la API se ve marcada en la agenda de la sucursal, su diálogo lista los dos servicios, la mueve y la cancela entera', async ({
  page,
  api,
}, info) => {
  test.setTimeout(150_000);
  const nombre = `Paula Visita ${Date.now().toString(36)}`;
  const { id: idCliente } = await newClient(api, {
    prefix: 'visita-agenda',
    project: info.project.name,
    nombre,
    celular: '5492974551144',
    password: PASSWORD,
  });
  const { sucursal, servicios, fecha, hora, otra } = await laterStart(api);
  expect(otra, 'a second start later in the day').not.toBe('');
  const staff = await api.login(ADMIN);
  const booked = await api.call<{ id_visita: number; turnos: { id_turno: number }[] }>(
    'POST',
    `${TURNOS}/reservar-visita`,
    {
      token: staff,
      data: {
        id_cliente: idCliente,
        id_sucursal: sucursal,
        fecha,
        hora,
        servicios: servicios.join(','),
      },
    },
  );
  expect(booked.status, booked.body.error).toBe(200);
  const corte = plus60(hora);

  // the branch agenda: both blocks carry the visit's marker
  // signed in by token (signInAs would put the admin back on every page load)
  await page.goto('/inicio');
  await signIn(page, staff);
  await page.goto(`/admin/agenda?sucursal=${sucursal}&fecha=${fecha}`);
  const grid = page.getByRole('region', { name: 'Grilla de la agenda' });
  const color = grid.getByRole('button', {
    name: new RegExp(
      `^Turno de ${nombre}, Coloración, ${hora} a ${plus60(hora)}, parte de una visita de 2 servicios$`,
    ),
  });
  await expect(color).toBeVisible();
  await expect(
    grid.getByRole('button', {
      name: new RegExp(
        `^Turno de ${nombre}, Corte de caballero, ${corte} a .*, parte de una visita de 2 servicios$`,
      ),
    }),
  ).toBeVisible();
  await expect(color).toContainText('Visita · 2');
  await color.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screen(page, 'visit-agenda-desktop');

  // its dialog, from the keyboard: the block opens with Enter; both services with time and
  // professional, the total, no single-appointment moves
  await color.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Info del horario' });
  const visit = dialog.getByRole('region', { name: 'Visita de 2 servicios' });
  await expect(visit.getByRole('listitem')).toHaveText([
    `${hora} a ${plus60(hora)} hs · Coloración con Sofía Romero (este turno)`,
    new RegExp(`^${corte} a .* hs · Corte de caballero con Martín Gómez$`),
  ]);
  await expect(visit).toContainText('Total de la visita: $ 47.000');
  await expect(dialog.getByRole('button', { name: 'Mover', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancelar turno' })).toHaveCount(0);
  await expectAccessible(page, 'agenda: diálogo de un turno de una visita');
  // Tab reaches the visit's own action inside the dialog
  const cancelVisit = dialog.getByRole('button', { name: 'Cancelar visita' });
  for (
    let i = 0;
    i < 12 && !(await cancelVisit.evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab');
  await expect(cancelVisit).toBeFocused();
  await screen(page, 'visit-agenda-dialog-desktop');

  if (SCREENS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await screen(page, 'visit-agenda-dialog-mobile');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await grid
      .getByRole('button', { name: new RegExp(`^Turno de ${nombre}, Corte de caballero`) })
      .scrollIntoViewIfNeeded();
    await screen(page, 'visit-agenda-mobile');

    // the appointments screen: the visit's rows marked
    await page.goto('/admin/turnos');
    await page.getByRole('tab', { name: 'Por cliente' }).click();
    await page.getByLabel('Nombre del cliente').fill(nombre);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('img', { name: 'Parte de una visita de 2 servicios' })).toHaveCount(
      2,
    );
    await screen(page, 'visit-turnos-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screen(page, 'visit-turnos-desktop');
  }

  // Sofía's own agenda: her service of the visit is marked, and its details list what she sees
  const sofia = PROFESSIONALS.find((p) => p.nombre === 'Sofía Romero');
  const sofiaToken = await api.login({ email: sofia?.email ?? '', password: DEMO_PASSWORD });
  await signIn(page, sofiaToken);
  const pb = (await km3(api)).idOf('Sofía Romero');
  await page.goto(`/profesional/agenda/${pb}?fecha=${fecha}`);
  const chip = page.getByRole('button', {
    name: `Turno de ${nombre}, Coloración, parte de una visita`,
  });
  await expect(chip).toBeVisible();
  await chip.scrollIntoViewIfNeeded();
  await screen(page, 'visit-professional-agenda-desktop');
  await chip.click();
  const own = page.getByRole('dialog', { name: 'Info del horario' });
  await expect(own.getByRole('region', { name: 'Parte de una visita' })).toContainText(
    'Coloración con Sofía Romero (este turno)',
  );
  await expect(own.getByRole('button', { name: 'Cancelar visita' })).toBeVisible();
  await screen(page, 'visit-professional-dialog-desktop');
  if (SCREENS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await screen(page, 'visit-professional-dialog-mobile');
    await page.keyboard.press('Escape');
    await expect(own).toBeHidden();
    await chip.scrollIntoViewIfNeeded();
    await screen(page, 'visit-professional-agenda-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await signIn(page, staff);
  await page.goto(`/admin/agenda?sucursal=${sucursal}&fecha=${fecha}`);

  // moved whole from the dialog: both services follow, each with its professional
  await grid.getByRole('button', { name: new RegExp(`^Turno de ${nombre}, Coloración`) }).click();
  await dialog.getByRole('button', { name: 'Mover visita' }).click();
  const move = page.getByRole('dialog', { name: 'Mover visita' });
  await move.getByRole('combobox', { name: 'Hora' }).click();
  await page.getByRole('option', { name: otra, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(move.getByRole('button', { name: 'Mover visita' })).toBeEnabled();
  await screen(page, 'visit-move-desktop');
  if (SCREENS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await screen(page, 'visit-move-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await move.getByRole('button', { name: 'Mover visita' }).click();
  await expect(page.getByText('Visita reprogramada.')).toBeVisible();
  const moved = grid.getByRole('button', {
    name: new RegExp(
      `^Turno de ${nombre}, Coloración, ${otra} a .*, parte de una visita de 2 servicios$`,
    ),
  });
  await expect(moved).toBeVisible();
  await expect(
    grid.getByRole('button', {
      name: new RegExp(`^Turno de ${nombre}, Corte de caballero, ${plus60(otra)} a `),
    }),
  ).toBeVisible();
  await moved.click();

  // cancelled from the dialog, with a question: every appointment of the visit goes
  await dialog.getByRole('button', { name: 'Cancelar visita' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar visita' });
  await expect(confirm).toContainText('Se cancelan los 2 turnos de la visita');
  await confirm.getByRole('button', { name: 'Cancelar visita' }).click();
  await expect(page.getByText('Visita cancelada.')).toBeVisible();
  await expect(grid.getByRole('button', { name: new RegExp(`^Turno de ${nombre},`) })).toHaveCount(
    0,
  );
  const after = await api.call<{ turnos: { id_visita: number | null }[] }>(
    'GET',
    `${TURNOS}/obtener-agenda-sucursal`,
    { token: staff, params: { id_sucursal: sucursal, fecha_desde: fecha } },
  );
  expect(after.body.data.turnos.filter((t) => t.id_visita === booked.body.data.id_visita)).toEqual(
    [],
  );
});
