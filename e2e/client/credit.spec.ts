import fs from 'node:fs/promises';
import path from 'node:path';
import { addDays, formatARS, studioNow } from '@turnos/domain';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { newClient } from '../fixtures/clients';
import { ADMIN, USERS } from '../fixtures/demo-users';
import type { Api } from '../fixtures/api';
import { expectAccessible } from '../a11y/check';

/**
 * Client credit, end to end (contract §7.5, issue 32): with the studio's option on, a client
 * cancels in time a booking whose seña was paid (an admin approved the transfer), sees the seña
 * as "Saldo a favor" in Mis turnos, and books again paying the new seña with it — no checkout.
 * Lucía Fernández (Centro) charges 30 %; this journey keeps to her days 22–25 (desktop) and 26–29
 * (phone, 390 px); the deposit journey books her first free days.
 *
 * E2E_SCREENS=<dir> saves the credit's screens there (docs/screens/saldo-*).
 */
const TURNOS = '/wp-json/turnos/v1';
const TOKEN_KEY = 'turnos.jwt';

async function shot(page: Page, name: string) {
  const screens = process.env.E2E_SCREENS;
  if (!screens) return;
  const width = page.viewportSize()?.width ?? 0;
  await fs.mkdir(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, `saldo-${name}-${width}.png`), fullPage: true });
}

/** Lucía's ids at Centro, one of her services and a far day with at least two free starts. */
async function luciaDay(api: Api, days: { from: number; to: number }) {
  const { body: suc } = await api.call<{ sucursales: { id: number; nombre: string }[] }>(
    'GET',
    `${TURNOS}/get-all-sucursales`,
  );
  for (const s of suc.data.sucursales) {
    const { body: pel } = await api.call<{
      peluqueros: { id_peluquero_sucursal: number; nombre: string }[];
    }>('GET', `${TURNOS}/get-peluqueros-por-sucursal`, { params: { id_sucursal: String(s.id) } });
    const lucia = pel.data.peluqueros.find((p) => p.nombre.startsWith('Lucía'));
    if (!lucia) continue;
    const pb = String(lucia.id_peluquero_sucursal);
    const { body: servs } = await api.call<{
      serviciosPeluquero: { id_servicio_de_peluquero_por_sucursal: number; activo: string }[];
    }>('GET', `${TURNOS}/obtener-servicios-asociados`, { params: { id_peluquero_sucursal: pb } });
    const link = String(
      servs.data.serviciosPeluquero.find((x) => x.activo === '1')
        ?.id_servicio_de_peluquero_por_sucursal,
    );
    const today = studioNow().date;
    for (let day = days.from; day <= days.to; day++) {
      const fecha = addDays(today, day);
      const { body } = await api.call<{ horarios: string[] }>(
        'GET',
        `${TURNOS}/obtener-horarios-disponibles`,
        {
          params: { id_peluquero_sucursal: pb, id_servicio_de_peluquero_por_sucursal: link, fecha },
        },
      );
      if ((body.data.horarios ?? []).length >= 2) {
        return { sucursal: String(s.id), pb, link, fecha, horarios: body.data.horarios };
      }
    }
  }
  throw new Error(
    `Lucía Fernández has no day with two free starts in days ${days.from}–${days.to}`,
  );
}

test('cliente: cancela a tiempo una reserva paga, ve el saldo a favor y paga la próxima seña con él @phone', async ({
  page,
  api,
}, info) => {
  const admin = await api.login(ADMIN);
  const on = await api.call('POST', `${TURNOS}/actualizar-opcion`, {
    token: admin,
    data: { opcion: 'turnos_sena_a_favor_al_cancelar', valor: '1' },
  });
  expect(on.status, on.body.error).toBe(200);

  const client = await newClient(api, {
    prefix: 'saldo',
    project: info.project.name,
    nombre: 'Sara Saldo',
    celular: '5492974123457',
    password: 'Saldo12345',
  });
  // the desktop and the phone runs go side by side: each its own days
  const day = await luciaDay(
    api,
    info.project.name === 'phone' ? { from: 26, to: 29 } : { from: 22, to: 25 },
  );
  const [first, second] = [day.horarios.at(-1) ?? '', day.horarios[0] ?? ''];
  const booked = await api.call<{ id_turno: number; monto_reserva: string; reserva_paga: string }>(
    'POST',
    `${TURNOS}/reservar-turno`,
    {
      token: client.token,
      data: {
        id_cliente: client.id,
        id_peluquero_sucursal: day.pb,
        id_servicio_de_peluquero_por_sucursal: day.link,
        fecha: day.fecha,
        hora: first,
      },
    },
  );
  expect(booked.status, booked.body.error).toBe(200);
  const sena = booked.body.data.monto_reserva;
  expect(Number(sena)).toBeGreaterThan(0);
  // the admin approves the transfer: the seña is paid
  const paid = await api.call('PUT', `${TURNOS}/actualizar-estado-reserva-paga`, {
    token: admin,
    data: { id_turno: booked.body.data.id_turno, activo: '1' },
  });
  expect(paid.status, paid.body.error).toBe(200);

  // Mis turnos: cancel it (weeks ahead: in time)
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    TOKEN_KEY,
    client.token,
  ] as const);
  await page.goto('/cliente/dashboard');
  const proximos = page.getByRole('region', { name: 'Próximos Turnos' });
  await expect(proximos.getByRole('article')).toHaveCount(1);
  await proximos.getByRole('button', { name: /^Cancelar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar turno' });
  await expect(dialog).toContainText(
    `La seña pagada (${formatARS(sena)}) queda como saldo a favor`,
  );
  await dialog.getByRole('button', { name: 'Cancelar turno' }).click();
  await expect(page.getByText('No tenés turnos próximos.')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Saldo a favor' });
  await expect(banner).toContainText(`Saldo a favor ${formatARS(sena)} (vence el `);
  await expectAccessible(page, 'Mis turnos con saldo a favor');
  await shot(page, 'mis-turnos');

  // book again, another start of the same day: the summary pays the seña with the credit
  await page.goto(
    `/cliente/reservar-turno?id_sucursal=${day.sucursal}&id_peluquero_sucursal=${day.pb}&id_servicio_de_peluquero_por_sucursal=${day.link}&paso=2&fecha=${day.fecha}`,
  );
  await page.getByRole('button', { name: `Reservar a las ${second} hs` }).click();
  const summary = page.getByRole('dialog', { name: 'Resumen de tu turno' });
  const usar = summary.getByRole('switch', { name: 'Pagar la seña con mi saldo a favor' });
  await expect(usar).toBeVisible();
  await usar.check();
  await expect(summary).toContainText('La seña se paga con tu saldo a favor');
  await expectAccessible(page, 'resumen con saldo a favor');
  await shot(page, 'resumen');
  await summary.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Reserva realizada con éxito.')).toBeVisible();

  // back in Mis turnos: booked and paid, no checkout, the credit spent
  await page.goto('/cliente/dashboard');
  await expect(proximos.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Reserva impaga/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saldo a favor' })).toHaveCount(0);
  const saldo = await api.call<{ saldo: string; movimientos: { motivo: string }[] }>(
    'GET',
    `${TURNOS}/obtener-saldo-cliente`,
    { token: client.token, params: { ID: String(client.id) } },
  );
  expect(saldo.body.data.saldo).toBe('0.00');
  expect(saldo.body.data.movimientos.map((m) => m.motivo)).toEqual(['reserva', 'sena_cancelada']);
});

test('admin: ve el saldo a favor en la ficha del cliente, lo ajusta sin dejarlo en negativo, y la configuración lo explica @phone', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/admin/clientes');
  // the demo client holds $ 6.000 of credit (SEED=demo)
  const nombre = USERS.client.nombre;
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(nombre.split(' ')[0] ?? '');
  await page.getByRole('button', { name: nombre, exact: true }).click();
  const ficha = page.getByRole('dialog', { name: `Ficha de ${nombre}` });
  const credit = ficha.getByRole('region', { name: 'Saldo a favor' });
  await expect(credit).toContainText('$ 6.000');
  await expect(credit.getByRole('list', { name: 'Movimientos' })).toContainText(
    'Ajuste: Seña de un turno que el estudio reprogramó',
  );
  await expectAccessible(page, 'ficha con saldo a favor');
  await shot(page, 'ficha');

  await credit.getByRole('button', { name: 'Ajustar saldo' }).click();
  const ajuste = page.getByRole('dialog', { name: 'Ajustar saldo a favor' });
  await ajuste.getByRole('radio', { name: 'Descontar' }).check();
  await ajuste.getByRole('textbox', { name: 'Monto' }).fill('999999');
  await ajuste.getByRole('textbox', { name: 'Motivo' }).fill('prueba');
  await ajuste.getByRole('button', { name: 'Guardar' }).click();
  await expect(ajuste.getByRole('alert')).toContainText(
    'El saldo a favor no puede quedar por debajo de 0',
  );
  await expectAccessible(page, 'ajuste de saldo');
  await shot(page, 'ajuste');
  await ajuste.getByRole('button', { name: 'Cancelar' }).click();
  await expect(credit).toContainText('$ 6.000');

  await page.goto('/admin/configuracion');
  await page
    .getByRole('tablist', { name: 'Sitio' })
    .getByRole('tab', { name: 'Saldo a favor' })
    .click();
  const toggle = page.getByRole('switch', {
    name: 'Devolver la seña como saldo a favor al cancelar',
  });
  await expect(toggle).toBeChecked();
  await expect(page.getByLabel('Días de validez del saldo a favor')).toHaveValue('60');
  await expectAccessible(page, 'configuración del saldo a favor');
  await shot(page, 'configuracion');
});
