import { addDays, studioNow } from '@turnos/domain';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { pickDate } from '../fixtures/pick-date';
import { USERS } from '../fixtures/demo-users';
import { expectAccessible } from './check';

/**
 * Every main screen through axe-core (WCAG 2.1 A and AA): no serious or critical violation. Only
 * reads the demo studio (nothing is booked or saved). Tagged @phone: also run at 390 px.
 */
const TURNOS = '/wp-json/turnos/v1';

const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });

async function visit(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await expect(h1(page, heading).first()).toBeVisible();
}

/** The demo professional's agenda id at a branch, and a future date where a service has free times. */
async function bookable(api: Api, sucursalName: string, profesional: string, servicio: string) {
  const sucursales = await api.call<{ sucursales: { id: number; nombre: string }[] }>(
    'GET',
    `${TURNOS}/get-all-sucursales`,
  );
  const sucursal = sucursales.body.data.sucursales.find((s) => s.nombre === sucursalName);
  const peluqueros = await api.call<{
    peluqueros: { id_peluquero_sucursal: number; nombre: string }[];
  }>('GET', `${TURNOS}/get-peluqueros-por-sucursal`, {
    params: { id_sucursal: String(sucursal?.id) },
  });
  const pb = peluqueros.body.data.peluqueros.find(
    (p) => p.nombre === profesional,
  )?.id_peluquero_sucursal;
  const servicios = await api.call<{
    serviciosPeluquero: { id_servicio_de_peluquero_por_sucursal: number; nombre: string }[];
  }>('GET', `${TURNOS}/obtener-servicios-asociados`, {
    params: { id_peluquero_sucursal: String(pb) },
  });
  const list = servicios.body.data.serviciosPeluquero;
  const link = list.find((s) => s.nombre === servicio) ?? list[0];
  // days 2–19 only: the later days of Km 3 belong to other journeys (fixtures/km3-days.ts)
  for (let i = 2; i < 20; i++) {
    const fecha = addDays(studioNow().date, i);
    const res = await api.call<{ horarios: string[] }>(
      'GET',
      `${TURNOS}/obtener-horarios-disponibles`,
      {
        params: {
          id_peluquero_sucursal: String(pb),
          id_servicio_de_peluquero_por_sucursal: String(
            link?.id_servicio_de_peluquero_por_sucursal,
          ),
          fecha,
        },
      },
    );
    if (res.body.data.horarios.length >= 2)
      return { pb: String(pb), fecha, hora: res.body.data.horarios[0] ?? '' };
  }
  throw new Error(`no bookable date for ${profesional}`);
}

// several screens per test, on a machine that may be busy
test.describe.configure({ timeout: 150_000 });

test.describe('accesibilidad: pantallas públicas', () => {
  test('inicio, login, registro, servicios, cuenta no validada, cambio de contraseña @phone', async ({
    page,
  }) => {
    // the same page as `/` (which the server answers with a 500 for now: see the report)
    await visit(page, '/inicio');
    await expectAccessible(page, 'inicio');
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
    await expectAccessible(page, 'login');
    await visit(page, '/registrar-nuevo-cliente');
    await expectAccessible(page, 'registro');
    await visit(page, '/listado-servicios');
    await expectAccessible(page, 'listado de servicios');
    await visit(page, '/cuenta-no-validada');
    await expectAccessible(page, 'cuenta no validada');
    await visit(page, '/cambio-password');
    await expectAccessible(page, 'cambio de contraseña');
  });
});

test.describe('accesibilidad: cliente', () => {
  test('Mis turnos, reserva paso 1 y 2 con horarios, resumen @phone', async ({
    page,
    api,
    signInAs,
  }) => {
    const { fecha, hora } = await bookable(api, 'Km 3', 'Sofía Romero', 'Coloración');
    await signInAs('client');
    await visit(page, '/cliente/dashboard');
    await expect(page.getByRole('region', { name: 'Próximos Turnos' })).toBeVisible();
    await expectAccessible(page, 'Mis turnos');

    await visit(page, '/cliente/reservar-turno', 'Agendar turno');
    await page.getByLabel('Sucursal', { exact: true }).selectOption({ label: 'Km 3' });
    await page
      .getByLabel('Profesional', { exact: true })
      .selectOption({ label: 'Sofía Romero (Peluquera)' });
    await page.getByLabel('Servicio', { exact: true }).selectOption({ label: 'Coloración' });
    await expect(page.getByText('Duración aproximada: 1 h')).toBeVisible();
    await expectAccessible(page, 'reserva paso 1');

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await pickDate(page, fecha);
    await page.getByRole('button', { name: 'Buscar horarios' }).click();
    const slot = page.getByRole('button', { name: `Reservar a las ${hora} hs`, exact: true });
    await expect(slot).toBeVisible();
    await expectAccessible(page, 'reserva paso 2 (horarios)');

    await slot.click();
    const summary = page.getByRole('dialog', { name: 'Resumen de tu turno' });
    await expect(summary).toBeVisible();
    await expectAccessible(page, 'resumen del turno');
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
  });
});

test.describe('accesibilidad: profesional', () => {
  test('panel, agenda con un día buscado, días laborables', async ({ page, api, signInAs }) => {
    const { nombre } = USERS.professional;
    const { pb, fecha } = await bookable(api, 'Centro', nombre, 'Corte de dama');
    await signInAs('professional');
    await visit(page, '/profesional/dashboard');
    await expectAccessible(page, 'panel del profesional');

    await page
      .getByRole('button', { name: /^Acciones de / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Días laborables' }).click();
    const dialog = page.getByRole('dialog', { name: /^Días laborables/ });
    await expect(dialog.getByLabel('Agenda abierta')).toBeVisible();
    await expectAccessible(page, 'días laborables');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await visit(page, `/profesional/agenda/${pb}?fecha=${fecha}`, /Agenda/);
    await page.getByRole('button', { name: 'Buscar turnos del día' }).click();
    await expect(page.getByRole('listitem', { name: /^Horario / }).first()).toBeVisible();
    await expectAccessible(page, 'agenda del día');
  });
});

test.describe('accesibilidad: administración', () => {
  test('panel, turnos (cada pestaña), clientes, sucursales, servicios, precios, profesionales, altas @phone', async ({
    page,
    signInAs,
  }) => {
    // a long walk through every admin screen, each checked twice (axe, and nothing sticking out)
    test.setTimeout(300_000);
    await signInAs('admin');
    await visit(page, '/admin/dashboard');
    await expectAccessible(page, 'panel de administración');

    await visit(page, '/admin/turnos');
    const tabs = page.getByRole('tablist', { name: 'Buscar turnos' }).getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `turnos: ${await tab.innerText()}`);
    }

    for (const [path, name] of [
      ['/admin/clientes', 'clientes'],
      ['/admin/reportes', 'reportes'],
      ['/admin/sucursales', 'sucursales'],
      ['/admin/servicios', 'servicios'],
      ['/admin/cambiar-precio-servicios', 'cambiar precios'],
      ['/admin/profesionales', 'profesionales'],
      ['/admin/nuevo-servicio', 'nuevo servicio'],
      ['/admin/nuevo-profesional', 'nuevo profesional'],
    ] as const) {
      await visit(page, path);
      await expectAccessible(page, name);
    }
  });

  test('configuración: cada pestaña principal @phone', async ({ page, signInAs }) => {
    await signInAs('admin');
    await visit(page, '/admin/configuracion');
    const tabs = page.getByRole('tablist', { name: 'Configuración', exact: true }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    expect(count).toBe(4);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `configuración: ${await tab.innerText()}`);
    }
  });
});
