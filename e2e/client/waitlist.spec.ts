import { addDays, studioNow } from '@turnos/domain';
import { test, expect, fillLogin, loginAs } from '../fixtures/test';
import { newClient } from '../fixtures/clients';
import type { Api } from '../fixtures/api';
import { mailsTo } from '../fixtures/outbox';
import { ADMIN } from '../fixtures/demo-users';
import { KM3, KM3_DAYS } from '../fixtures/km3-days';

/**
 * Waitlist (contract §6.3): a day with no free start → the client waits for it; another client
 * cancels → the first gets the `turno_liberado` e-mail; logged out, its link asks them to log in
 * and then opens the booking at that date, where they book the freed time.
 */
const TURNOS = '/wp-json/turnos/v1';
const PASSWORD = 'Espera1234';
const SUCURSAL = KM3;
const PROFESIONAL = 'Sofía Romero';
const SERVICIO = 'Coloración';

/** Sofía's Coloración at Km 3, and the starts a date offers. */
async function target(api: Api) {
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
  const pb = String(
    peluqueros.body.data.peluqueros.find((p) => p.nombre === PROFESIONAL)?.id_peluquero_sucursal,
  );
  const servicios = await api.call<{
    serviciosPeluquero: { id_servicio_de_peluquero_por_sucursal: number; nombre: string }[];
  }>('GET', `${TURNOS}/obtener-servicios-asociados`, { params: { id_peluquero_sucursal: pb } });
  const link = String(
    servicios.body.data.serviciosPeluquero.find((s) => s.nombre === SERVICIO)
      ?.id_servicio_de_peluquero_por_sucursal,
  );
  const horarios = async (fecha: string) =>
    (
      await api.call<{ horarios: string[] }>('GET', `${TURNOS}/obtener-horarios-disponibles`, {
        params: { id_peluquero_sucursal: pb, id_servicio_de_peluquero_por_sucursal: link, fecha },
      })
    ).body.data.horarios;
  return { sucursal: String(sucursal?.id), pb, link, horarios };
}

test('cliente: se anota en la lista de espera de un día completo, otro cancela, recibe el email y reserva el horario liberado', async ({
  page,
  api,
}, info) => {
  test.setTimeout(120_000);
  const { sucursal, pb, link, horarios } = await target(api);
  const today = studioNow().date;
  let fecha = '';
  // its own days of Sofía's agenda: no other journey books them (km3-days.ts)
  for (let i = KM3_DAYS.waitlist.from; i <= KM3_DAYS.waitlist.to; i++) {
    const d = addDays(today, i);
    if ((await horarios(d)).length >= 2) {
      fecha = d;
      break;
    }
  }
  expect(fecha, 'a day with free starts').not.toBe('');

  // another client holds one start; the studio blocks everything else: the day is full
  const other = await newClient(api, {
    prefix: 'espera',
    project: info.project.name,
    nombre: 'Bruno Cancela',
    celular: '5492974551122',
    password: PASSWORD,
  });
  const held = (await horarios(fecha))[0] ?? '';
  const booked = await api.call<{ id_turno: number }>('POST', `${TURNOS}/reservar-turno`, {
    token: other.token,
    data: {
      id_cliente: other.id,
      id_peluquero_sucursal: pb,
      id_servicio_de_peluquero_por_sucursal: link,
      fecha,
      hora: held,
    },
  });
  expect(booked.status, booked.body.error).toBe(200);
  const staff = await api.login(ADMIN);
  for (let i = 0; i < 80; i++) {
    const free = await horarios(fecha);
    if (free.length === 0) break;
    const res = await api.call('POST', `${TURNOS}/marcar-ocupado`, {
      token: staff,
      data: { id_peluquero_sucursal: pb, fecha, hora: free[0] },
    });
    expect(res.status, res.body.error).toBe(200);
  }
  expect(await horarios(fecha)).toEqual([]);

  // the client finds no start that day and joins its waitlist
  const waiting = await newClient(api, {
    prefix: 'espera',
    project: info.project.name,
    nombre: 'Ana Espera',
    celular: '5492974551133',
    password: PASSWORD,
  });
  await loginAs(page, { email: waiting.email, password: PASSWORD, nombre: waiting.nombre });
  await page.goto(
    `/cliente/reservar-turno?id_sucursal=${sucursal}&id_peluquero_sucursal=${pb}&id_servicio_de_peluquero_por_sucursal=${link}&fecha=${fecha}`,
  );
  await expect(page.getByText(`Sin horarios disponibles para ${SERVICIO} este día.`)).toBeVisible();
  await page.getByRole('button', { name: 'Anotarme en la lista de espera' }).click();
  await expect(page.getByText('Te anotamos en la lista de espera.')).toBeVisible();
  await page.goto('/cliente/dashboard');
  const list = page.getByRole('region', { name: 'Lista de espera' });
  await expect(list).toContainText(`${SERVICIO} con ${PROFESIONAL}`);

  // the other client cancels: the waiting one gets the e-mail with the booking link
  const cancelled = await api.call('DELETE', `${TURNOS}/cancelar-turno`, {
    token: other.token,
    data: { id_turno: String(booked.body.data.id_turno) },
  });
  expect(cancelled.status, cancelled.body.error).toBe(200);
  let path = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(waiting.email)).find((m) =>
          m.subject.includes('se liberó un horario'),
        );
        const found =
          mail && /https?:\/\/[^\s"'<>]+\/cliente\/reservar-turno\?[^\s"'<>]+/.exec(mail.text);
        if (found) path = new URL(found[0]).pathname + new URL(found[0]).search;
        return path;
      },
      { message: 'the turno_liberado e-mail' },
    )
    .toContain(`fecha=${fecha}`);

  // the client reads the e-mail logged out: the link opens the booking at that date with the
  // professional and the service of the link, times shown to anyone (issue 29.5); confirming the
  // freed time asks them to log in and brings them back to it (ADR 0075, ADR 0090)
  await page.getByRole('button', { name: /^Menú de / }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: /^Menú de / })).toBeHidden();
  await page.goto(path);
  await expect(page.getByText(`${SERVICIO} con ${PROFESIONAL} en ${SUCURSAL}`)).toBeVisible();
  const slot = page.getByRole('button', { name: `Reservar a las ${held} hs`, exact: true });
  await expect(slot).toBeVisible();
  await slot.click();
  const summary = page.getByRole('dialog', { name: 'Resumen de tu turno' });
  await summary.getByRole('button', { name: 'Ingresar para reservar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, { email: waiting.email, password: PASSWORD });
  // back at the link's choice with the time picked
  await expect(page).toHaveURL(/\/cliente\/reservar-turno\?/);
  const linked = Object.fromEntries(new URL(path, page.url()).searchParams);
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ ...linked, paso: '2', hora: held });
  await expect(summary).toContainText(`${held} hs`);
  await summary.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Reserva realizada con éxito.')).toBeVisible();
  expect(await horarios(fecha)).not.toContain(held);
});
