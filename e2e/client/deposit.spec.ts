import path from 'node:path';
import { addDays, studioNow } from '@turnos/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { newClient } from '../fixtures/clients';
import { ADMIN } from '../fixtures/demo-users';
import { Api } from '../fixtures/api';
import { validationPath } from '../fixtures/outbox';
import { postgresUnavailable, startPgServer, type PgServer } from '../fixtures/pg-server';
import { MP_PORT, MP_WEBHOOK_SECRET, WEB_DIST } from '../playwright.config';

/**
 * The deposit journey against the fake Mercado Pago (tools/fake-mercadopago, started by the
 * config): Lucía Fernández charges 30 % of the service. Each test uses its own new client, so the
 * demo's active-appointment limit and other journeys are not touched.
 */
const TURNOS = '/wp-json/turnos/v1';
const TOKEN_KEY = 'turnos.jwt';
const FAILURE =
  'Debido a que el pago de la reserva no fue realizado, esta no fue agendada. Por favor, intentalo nuevamente.';

interface Booking {
  id: number;
  fecha: string;
  hora: string;
  monto: string;
  query: Record<string, string>;
}

/** A CVU with valid check digits (the server refuses any other). */
const CVU = '0000003100011122233342';

/**
 * The studio's Mercado Pago keys (the fake's) and transfer account. Harmless to the other
 * journeys: the payment UI only shows for reservations with an unpaid deposit (Lucía's).
 */
async function configureMercadoPago(api: Api) {
  const token = await api.login(ADMIN);
  for (const [opcion, valor] of Object.entries({
    turnos_mp_access_token: 'TEST-e2e-access-token',
    turnos_mp_public_key: 'TEST-e2e-public-key',
    turnos_mp_cvu: CVU,
  })) {
    const res = await api.call('POST', `${TURNOS}/actualizar-opcion`, {
      token,
      data: { opcion, valor },
    });
    expect(res.status, res.body.error).toBe(200);
  }
}

/** The journey's client, a new account per test. */
function paula(project: string) {
  return {
    prefix: 'sena',
    project,
    nombre: 'Paula Seña',
    celular: '5492974123456',
    password: 'Sena12345',
  };
}

/** Lucía's first free slot from tomorrow on, booked through the API. */
async function bookWithLucia(
  api: Api,
  client: { token: string; id: number },
  skip = 0,
): Promise<Booking> {
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
    const pbId = String(lucia.id_peluquero_sucursal);
    const { body: servs } = await api.call<{
      serviciosPeluquero: {
        id_servicio_de_peluquero_por_sucursal: number;
        activo: string;
        precio: string;
      }[];
    }>('GET', `${TURNOS}/obtener-servicios-asociados`, { params: { id_peluquero_sucursal: pbId } });
    const servicio = servs.data.serviciosPeluquero.find((x) => x.activo === '1');
    const link = String(servicio?.id_servicio_de_peluquero_por_sucursal);
    const today = studioNow().date;
    for (let day = 1; day < 30; day++) {
      const fecha = addDays(today, day);
      const { body: libres } = await api.call<{ horarios: string[] }>(
        'GET',
        `${TURNOS}/obtener-horarios-disponibles`,
        {
          params: {
            id_peluquero_sucursal: pbId,
            id_servicio_de_peluquero_por_sucursal: link,
            fecha,
          },
        },
      );
      const hora = libres.data.horarios?.[skip];
      if (!hora) continue;
      const res = await api.call<{ id_turno: number; monto_reserva: string; reserva_paga: string }>(
        'POST',
        `${TURNOS}/reservar-turno`,
        {
          token: client.token,
          data: {
            id_cliente: client.id,
            id_peluquero_sucursal: pbId,
            id_servicio_de_peluquero_por_sucursal: link,
            fecha,
            hora,
          },
        },
      );
      if (res.status !== 200) continue; // taken meanwhile by a parallel journey
      expect(res.body.data.reserva_paga).toBe('0');
      // Lucía charges 30 % of the service (DEMO.md), rounded to whole pesos
      expect(Number(res.body.data.monto_reserva)).toBe(Math.round(Number(servicio?.precio) * 0.3));
      return {
        id: res.body.data.id_turno,
        fecha,
        hora,
        monto: res.body.data.monto_reserva,
        query: { id_peluquero_sucursal: pbId, id_servicio_de_peluquero_por_sucursal: link, fecha },
      };
    }
  }
  throw new Error('Lucía Fernández has no free slot in the demo');
}

async function openMisTurnosAs(page: Page, token: string, baseURL = '') {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
  await page.goto(`${baseURL}/cliente/dashboard`);
}

/** Mis turnos → 'Reserva impaga' → 'Pagar seña': lands on the fake checkout. */
async function goToCheckout(page: Page) {
  await page
    .getByRole('button', { name: /^Reserva impaga: pagar/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Proceder al pago de la reserva.')).toBeVisible();
  await expect(dialog.getByLabel(`CVU ${CVU}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pagar seña' }).click();
  await expect(page.getByRole('heading', { name: /Mercado Pago/ })).toBeVisible();
}

test.describe('cliente: seña con Mercado Pago', () => {
  test.beforeAll(async ({ request }) => {
    await configureMercadoPago(new Api(request));
  });

  test('paga la seña en el checkout, vuelve a mp-success y Mis turnos la muestra paga', async ({
    page,
    api,
  }, info) => {
    const client = await newClient(api, paula(info.project.name));
    const booking = await bookWithLucia(api, client);
    expect(Number(booking.monto)).toBeGreaterThan(0);
    await openMisTurnosAs(page, client.token);
    await goToCheckout(page);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();

    await expect(page).toHaveURL(/\/cliente\/mp-success\?/);
    await expect(page.getByRole('status').filter({ hasText: 'Operación exitosa' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a MIS TURNOS' }).click();
    await expect(page).toHaveURL(/\/cliente\/dashboard$/);
    await expect(
      page.getByRole('region', { name: 'Próximos Turnos' }).getByRole('article'),
    ).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Reserva impaga/ })).toHaveCount(0);

    const { body } = await api.call<{
      turnos: { id_turno: number; reserva_paga: string; pago_aprobado_por: number | null }[];
    }>('GET', `${TURNOS}/obtener-turnos-cliente`, {
      token: client.token,
      params: { ID: String(client.id) },
    });
    expect(body.data.turnos.find((t) => t.id_turno === booking.id)).toMatchObject({
      reserva_paga: '1',
      pago_aprobado_por: 0,
    });
  });

  test('rechazado en el checkout: mp-failure, la reserva se libera y el horario vuelve a ofrecerse', async ({
    page,
    api,
  }, info) => {
    const client = await newClient(api, paula(info.project.name));
    const booking = await bookWithLucia(api, client, 1);
    await openMisTurnosAs(page, client.token);
    await goToCheckout(page);
    await page.getByRole('button', { name: 'Rechazar pago' }).click();

    await expect(page).toHaveURL(/\/cliente\/mp-failure\?/);
    await expect(page.getByText(FAILURE)).toBeVisible();
    const { body } = await api.call<{ horarios: string[] }>(
      'GET',
      `${TURNOS}/obtener-horarios-disponibles`,
      {
        params: booking.query,
      },
    );
    expect(body.data.horarios).toContain(booking.hora);
    await page.getByRole('link', { name: 'Ir a MIS TURNOS' }).click();
    await expect(page.getByText('No tenés turnos próximos.')).toBeVisible();
  });
});

/**
 * The expiry, end to end. The e2e server runs on the embedded database, which only its own
 * process may open, and the shortest expiry an admin can set is 1 hour; so this journey starts a
 * second server on PostgreSQL (fixtures/pg-server.ts: a fresh database on TEST_DATABASE_URL's
 * server, dropped afterwards), moves the reservation's `expires_at` into the past with SQL, and lets
 * the server's own expiry job (every second here) release it. Skipped when PostgreSQL is not there.
 */
test.describe('cliente: seña impaga sobre PostgreSQL', () => {
  let server: PgServer | undefined;
  let http: APIRequestContext | undefined;

  test.beforeAll(async ({ playwright }) => {
    const why = await postgresUnavailable();
    test.skip(why !== null, why ?? '');
    test.setTimeout(150_000);
    server = await startPgServer({
      webDist: WEB_DIST,
      dataDir: path.join(process.env.E2E_DATA_DIR ?? '', `pg-${Date.now().toString(36)}`),
      env: { MP_API_BASE: `http://127.0.0.1:${MP_PORT}`, MP_WEBHOOK_SECRET },
    });
    http = await playwright.request.newContext({ baseURL: server.baseURL });
    await configureMercadoPago(new Api(http));
  });

  test.afterAll(async () => {
    await http?.dispose();
    await server?.stop();
  });

  test('sin pagar: al vencer se libera, el horario vuelve a ofrecerse y se avisa al cliente', async ({
    page,
  }, info) => {
    const pg = server;
    if (!pg || !http) throw new Error('the PostgreSQL server did not start');
    const api = new Api(http);
    let email = '';
    const client = await newClient(api, paula(info.project.name), async (address) => {
      email = address;
      let link: string | undefined;
      await expect
        .poll(async () => {
          const mail = (await pg.mailsTo(address)).at(-1);
          link = mail && validationPath(mail);
          return link;
        })
        .toMatch(/^\/mail-validation\?token=/);
      return link ?? '';
    });
    const booking = await bookWithLucia(api, client);
    const libres = async () =>
      (
        await api.call<{ horarios: string[] }>('GET', `${TURNOS}/obtener-horarios-disponibles`, {
          params: booking.query,
        })
      ).body.data.horarios;
    expect(await libres()).not.toContain(booking.hora);

    await openMisTurnosAs(page, client.token, pg.baseURL);
    const proximos = page.getByRole('region', { name: 'Próximos Turnos' });
    await expect(proximos.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Reserva impaga/ })).toBeVisible();

    // what 24 hours would do: the reservation's expiry is now in the past
    const moved = await pg.query(
      `UPDATE appointments SET expires_at = now() - interval '1 minute'
        WHERE id = $1 AND reserva_paga = false AND cancelado = false`,
      [booking.id],
    );
    expect(moved.rowCount).toBe(1);

    await expect
      .poll(
        async () =>
          (
            await pg.query<{ cancelado: boolean; cancelado_por: string | null }>(
              'SELECT cancelado, cancelado_por FROM appointments WHERE id = $1',
              [booking.id],
            )
          ).rows[0],
        { message: 'the expiry job releases the reservation' },
      )
      .toEqual({ cancelado: true, cancelado_por: 'sistema' });
    expect(await libres()).toContain(booking.hora);

    await page.reload();
    await expect(page.getByText('No tenés turnos próximos.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reserva impaga/ })).toHaveCount(0);

    await expect
      .poll(async () => (await pg.mailsTo(email)).map((m) => m.subject), {
        message: 'the cancellation e-mail (cancelar_turno_x_reserva_impaga)',
      })
      .toContainEqual(expect.stringContaining('fue cancelado por falta de pago'));
  });
});
