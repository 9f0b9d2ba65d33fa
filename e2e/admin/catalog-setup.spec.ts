import { scheduleMsg, studioNow } from '@turnos/domain';
import type { Locator, Page } from '@playwright/test';
import { fillLogin, test, expect, uniqueEmail } from '../fixtures/test';

/**
 * Issue "Catalog and staff": an admin sets up a branch, a service, a professional and their
 * schedule; the professional then edits their own working days and deposit rule.
 */
const PASSWORD = 'Secreta123';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const day = (d: Locator, name: string) => d.getByRole('group', { name, exact: true });

async function setShift(d: Locator, name: string, from: string, to: string) {
  await day(d, name).getByLabel('Inicio 1er turno').selectOption(from);
  await day(d, name).getByLabel('Fin 1er turno').selectOption(to);
}

async function expectDayMessage(d: Locator, name: string, message: string) {
  await d.getByRole('button', { name: 'Guardar' }).click();
  await expect(day(d, name).getByRole('alert')).toHaveText(message);
}

async function openRowAction(page: Page, row: string, item: string) {
  await page.getByRole('button', { name: `Acciones de ${row}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('admin: sucursal, servicio, profesional y su agenda; el profesional edita la suya', async ({
  page,
  loginAs,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5);
  const branch = `Sucursal ${stamp}`;
  const service = `Servicio ${stamp}`;
  const proName = `Profesional ${stamp}`;
  const proEmail = uniqueEmail('pro', testInfo.project.name);

  await loginAs('admin');

  // --- branch
  await page.goto('/admin/nueva-sucursal');
  const branchForm = page.getByRole('form', { name: 'Nueva Sucursal' });
  await branchForm.getByLabel('Nombre').fill(branch);
  await branchForm.getByLabel('Dirección').fill('Av. Rivadavia 1234');
  await branchForm.getByRole('button', { name: 'Crear sucursal' }).click();
  await expect(page.getByText('¡Sucursal creada exitosamente!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sucursales$/);
  await expect(page.getByRole('list', { name: 'Sucursales' })).toContainText(branch);

  // --- service: 4 modules, pattern 1101, price 2500,50
  await page.goto('/admin/nuevo-servicio');
  const serviceForm = page.getByRole('form', { name: 'Nuevo Servicio' });
  await serviceForm.getByLabel('Nombre').fill(service);
  await serviceForm.getByLabel('Descripción').fill('Servicio de prueba');
  await serviceForm.getByRole('combobox', { name: /Duración/ }).click();
  await page.getByRole('option', { name: '4 módulos (1 h)' }).click();
  await serviceForm.getByRole('button', { name: /^Bloque 3 / }).click();
  await serviceForm.getByLabel('Precio').fill('2500,50');
  await serviceForm.getByRole('button', { name: 'Crear servicio' }).click();
  await expect(page.getByText('¡Nuevo servicio creado!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/servicios$/);
  await page.getByLabel('Filtrar por nombre').fill(service);
  const serviceRow = page.getByRole('row', { name: new RegExp(service) });
  await expect(serviceRow).toContainText('$ 2.500,50');
  await expect(
    serviceRow.getByRole('img', { name: 'Bloques: Activo, Activo, Libre, Activo' }),
  ).toBeVisible();

  // --- professional at the new branch
  await page.goto('/admin/nuevo-profesional');
  const proForm = page.getByRole('form', { name: 'Nuevo Profesional' });
  await proForm.getByLabel('Nombre').fill(proName);
  await proForm.getByLabel('Email').fill(proEmail);
  await proForm.getByLabel('Función').fill('estilista');
  await proForm.getByLabel('Número').fill('4123456');
  await proForm.getByLabel(/^Contraseña/).fill(PASSWORD);
  await proForm.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
  await proForm.getByRole('combobox', { name: /Sucursal/ }).click();
  await page.getByRole('option', { name: branch }).click();
  await proForm.getByRole('button', { name: 'Crear profesional' }).click();
  await expect(page.getByText('¡Nuevo peluquero creado!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profesionales$/);
  await page.getByLabel('Filtrar por nombre del profesional').fill(proName);
  const row = `${proName} · ${branch}`;

  // --- link the service
  await openRowAction(page, row, 'Servicios');
  const services = dialog(page, /^Servicios/);
  await services.getByLabel('Agregar servicio').selectOption({ label: service });
  await services.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(services.getByRole('list', { name: 'Servicios vinculados' })).toContainText(service);
  await expect(services.getByRole('switch', { name: `${service}: activo` })).toBeChecked();
  await services.getByRole('button', { name: 'Cerrar' }).click();

  // --- working days: every invalid seed §5 combination, then Monday–Saturday with a 2nd shift
  await openRowAction(page, row, 'Días laborables');
  const wd = dialog(page, /^Días laborables/);
  await wd.getByRole('switch', { name: 'Lunes: día laborable' }).check();
  await expectDayMessage(wd, 'Lunes', scheduleMsg.shift1);
  await setShift(wd, 'Lunes', '13:00', '09:30');
  await expectDayMessage(wd, 'Lunes', scheduleMsg.startBeforeEnd);
  await setShift(wd, 'Lunes', '09:00', '13:00');
  await wd.getByRole('switch', { name: 'Lunes: segundo turno' }).check();
  await expect(day(wd, 'Lunes').getByLabel('Inicio 2do turno')).toHaveValue('22:30');
  await expect(day(wd, 'Lunes').getByLabel('Fin 2do turno')).toHaveValue('23:29');
  await day(wd, 'Lunes').getByLabel('Inicio 2do turno').selectOption('');
  await expectDayMessage(wd, 'Lunes', scheduleMsg.shift2);
  await day(wd, 'Lunes').getByLabel('Inicio 2do turno').selectOption('12:00');
  await expectDayMessage(wd, 'Lunes', scheduleMsg.shift2AfterShift1);
  await day(wd, 'Lunes').getByLabel('Inicio 2do turno').selectOption('23:30');
  await expectDayMessage(wd, 'Lunes', scheduleMsg.startBeforeEnd);
  await day(wd, 'Lunes').getByLabel('Inicio 2do turno').selectOption('16:00');
  await day(wd, 'Lunes').getByLabel('Fin 2do turno').selectOption('20:00');

  const conf = async (label: string, value: string, message: string) => {
    await wd.getByLabel(label).selectOption(value);
    await wd.getByRole('button', { name: 'Guardar' }).click();
    await expect(wd.getByText(message)).toBeVisible();
  };
  await conf('Duración mínima del turno', '', scheduleMsg.tiempoTurno);
  await wd.getByLabel('Duración mínima del turno').selectOption('30');
  await conf('Grilla de turnos', '', scheduleMsg.grilla);
  await conf('Grilla de turnos', '60', scheduleMsg.grillaMayor);
  await wd.getByLabel('Duración mínima del turno').selectOption('45');
  await conf('Grilla de turnos', '30', scheduleMsg.grillaDivisor);
  await wd.getByLabel('Grilla de turnos').selectOption('15');
  await conf('Agenda abierta', '', scheduleMsg.diasAgenda);
  await wd.getByLabel('Agenda abierta').selectOption({ label: '60 días' });

  for (const name of ['Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']) {
    await wd.getByRole('switch', { name: `${name}: día laborable` }).check();
    await setShift(wd, name, '09:00', '18:00');
  }
  await expect(day(wd, 'Domingo').getByLabel('Inicio 1er turno')).toBeDisabled();
  await wd.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados con éxito.')).toBeVisible();
  await expect(wd).toBeHidden();

  // --- a non-working day next month
  await openRowAction(page, row, 'Días no laborables');
  const nwd = dialog(page, /^Días no laborables/);
  await expect(nwd.getByText('No hay fechas para mostrar')).toBeVisible();
  await nwd.getByRole('button', { name: /^Elige fecha/ }).click();
  await page.getByRole('button', { name: 'Mes siguiente' }).click();
  // the 15th of next month; while the month slides, this month's 15th is still in the page (and
  // enabled in the first half of a month), so the day is found by the picker's mark of its midnight
  const [year = 0, month = 0] = studioNow().date.split('-').map(Number);
  const next15 = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-15`;
  await page
    .getByRole('gridcell', { name: '15', disabled: false })
    .and(page.locator(`[data-timestamp="${Date.parse(`${next15}T00:00:00-03:00`)}"]`))
    .click();
  await nwd.getByLabel('Motivo (opcional)').fill('Capacitación');
  await nwd.getByRole('button', { name: 'Agregar fecha' }).click();
  await expect(nwd.getByRole('list', { name: 'Días no laborables' })).toContainText('Capacitación');
  await nwd.getByRole('button', { name: 'Cerrar' }).click();

  // --- the professional edits their own working days and deposit rule
  await page.getByRole('button', { name: /^Menú de / }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.goto('/login');
  await fillLogin(page, { email: proEmail, password: PASSWORD });
  await expect(page).toHaveURL(/\/profesional\/dashboard$/);

  await page.getByRole('button', { name: `Acciones de ${branch}` }).click();
  await page.getByRole('menuitem', { name: 'Días laborables' }).click();
  const own = dialog(page, /^Días laborables/);
  await expect(day(own, 'Lunes').getByLabel('Inicio 2do turno')).toHaveValue('16:00');
  await expect(own.getByLabel('Agenda abierta')).toHaveValue('60');
  await own.getByRole('switch', { name: 'Sábado: día laborable' }).uncheck();
  await expect(day(own, 'Sábado').getByLabel('Inicio 1er turno')).toBeDisabled();
  await own.getByRole('button', { name: 'Guardar' }).click();
  await expect(own).toBeHidden();

  await page.getByRole('button', { name: `Acciones de ${branch}` }).click();
  await page.getByRole('menuitem', { name: 'Config. de Reservas' }).click();
  const dep = dialog(page, /^Config\. de Reservas/);
  await dep.getByLabel('Tipo de seña').selectOption('3');
  await dep.getByLabel('Porcentaje del precio (%)').fill('150');
  await dep.getByRole('button', { name: 'Guardar' }).click();
  await expect(dep.getByText('El porcentaje debe ser mayor a 0 y menor a 100.')).toBeVisible();
  await dep.getByLabel('Porcentaje del precio (%)').fill('20');
  await dep.getByLabel('Vencimiento de la seña impaga').selectOption({ label: '24 horas' });
  await dep.getByLabel(/Reprogramar hasta/).selectOption({ label: 'Sin límite' });
  await dep.getByRole('button', { name: 'Guardar' }).click();
  await expect(dep).toBeHidden();

  await page.getByRole('button', { name: `Acciones de ${branch}` }).click();
  await page.getByRole('menuitem', { name: 'Config. de Reservas' }).click();
  await expect(dep.getByLabel('Porcentaje del precio (%)')).toHaveValue('20');
  await expect(dep.getByLabel('Vencimiento de la seña impaga')).toHaveValue('24');
});
