import { addDays, studioNow } from '@turnos/domain';
import { test, expect, loginAs } from '../fixtures/test';
import { newClient } from '../fixtures/clients';
import { Api } from '../fixtures/api';
import { ADMIN } from '../fixtures/demo-users';
import { arrangeOwnBranch, removeOwnBranch, type OwnBranch } from '../fixtures/own-branch';
import { WAPP_APIKEY, WAPP_PORT } from '../playwright.config';

/**
 * Two-way WhatsApp (contract §6.5): the client answers the reminder "1" through the fake gateway
 * (tools/fake-whatsapp's /__reply, delivered to the webhook Turnos registered when the admin
 * connected), and the professional's agenda shows the appointment confirmed.
 */
const TURNOS = '/wp-json/turnos/v1';
const WAPP = `http://127.0.0.1:${WAPP_PORT}`;
const SERVICIO = 'Corte de dama';
const TOUCHED = [
  'turnos_wapp_ip_servidor',
  'turnos_wapp_puerto',
  'turnos_enviar_wapp_recordatorio_turno',
  'turnos_enviar_wapp_recordatorio_turno_hora_envio',
] as const;

async function setOption(api: Api, token: string, opcion: string, valor: string) {
  const res = await api.call('POST', `${TURNOS}/actualizar-opcion`, {
    token,
    data: { opcion, valor },
  });
  expect(res.status, res.body.error).toBe(200);
}

/** Tomorrow's last free start at the test's own branch (reminders are for tomorrow's appointments). */
async function tomorrowsStart(api: Api, own: OwnBranch) {
  const fecha = addDays(studioNow().date, 1);
  const res = await api.call<{ horarios: string[] }>(
    'GET',
    `${TURNOS}/obtener-horarios-disponibles`,
    {
      params: {
        id_peluquero_sucursal: String(own.pb),
        id_servicio_de_peluquero_por_sucursal: String(own.link),
        fecha,
      },
    },
  );
  expect(res.status, res.body.error).toBe(200);
  const hora = res.body.data.horarios.at(-1);
  expect(hora, `a free start on ${fecha} at ${own.branchName}`).toBeTruthy();
  return { fecha, hora: hora ?? '' };
}

let original: Record<string, string> = {};
let own: OwnBranch | undefined;

test.afterAll(async ({ request }) => {
  const api = new Api(request);
  const token = await api.login(ADMIN);
  for (const [opcion, valor] of Object.entries(original))
    await setOption(api, token, opcion, valor);
  if (own) await removeOwnBranch(api, own);
});

test('cliente: responde "1" al recordatorio por WhatsApp y la agenda muestra el turno confirmado', async ({
  page,
  api,
  request,
}, info) => {
  const admin = await api.login(ADMIN);
  const values = await Promise.all(
    TOUCHED.map(async (opcion) => {
      const { body } = await api.call<string>('GET', `${TURNOS}/obtener-opcion`, {
        token: admin,
        params: { opcion },
      });
      return [opcion, String(body.data)] as const;
    }),
  );
  original = Object.fromEntries(values);

  // a branch of its own where the professional works every day: tomorrow is always bookable
  own = await arrangeOwnBranch(api, {
    project: info.project.name,
    label: 'WhatsApp',
    direccion: 'Av. Hipólito Yrigoyen 300',
    professional: 'Marina',
    emailPrefix: 'wapp-pro',
    funcion: 'estilista',
    servicio: SERVICIO,
  });
  const slot = await tomorrowsStart(api, own);

  // the admin connects the fake gateway: the reminder goes out at 00:00 for tomorrow's appointments
  await setOption(api, admin, 'turnos_wapp_ip_servidor', '127.0.0.1');
  await setOption(api, admin, 'turnos_wapp_puerto', String(WAPP_PORT));
  await setOption(api, admin, 'turnos_wapp_auth_token', WAPP_APIKEY);
  await setOption(api, admin, 'turnos_enviar_wapp_recordatorio_turno', '1');
  await setOption(api, admin, 'turnos_enviar_wapp_recordatorio_turno_hora_envio', '00:00');
  expect((await request.post(`${WAPP}/__pair`, { data: { instance: 'turnos' } })).ok()).toBe(true);
  // connecting registers the webhook (paired already: no QR to show)
  await api.call('GET', `${TURNOS}/obtener-qr-wapp`, { token: admin });
  const hook = (await (await request.get(`${WAPP}/__webhook`)).json()) as { url: string } | null;
  expect(hook?.url).toMatch(/\/wp-json\/turnos\/v1\/wapp-webhook$/);

  const celular = `549297${String(Date.now()).slice(-7)}`.replace(/0000$/, '0001');
  const client = await newClient(api, {
    prefix: 'wapp',
    project: info.project.name,
    nombre: 'Lucía Confirma',
    celular,
    password: 'Wapp12345',
  });
  const booked = await api.call<{ id_turno: number }>('POST', `${TURNOS}/reservar-turno`, {
    token: client.token,
    data: {
      id_cliente: client.id,
      id_peluquero_sucursal: own.pb,
      id_servicio_de_peluquero_por_sucursal: own.link,
      fecha: slot.fecha,
      hora: slot.hora,
    },
  });
  expect(booked.status, booked.body.error).toBe(200);

  // the reminder reaches the client's phone with the question
  await expect
    .poll(async () => {
      const sent = (await (await request.get(`${WAPP}/__messages`)).json()) as {
        number: string;
        text: string;
      }[];
      return sent.filter((m) => m.number === celular).map((m) => m.text);
    })
    .toContainEqual(expect.stringContaining('Respondé 1 para confirmar o 2 para cancelar.'));

  // the client answers "1" from WhatsApp (which writes Argentine mobiles without the 9)
  const reply = await request.post(`${WAPP}/__reply`, {
    data: { number: `54${celular.slice(3)}`, text: '1' },
  });
  expect(await reply.json()).toEqual({
    webhook: { status: 200, body: { success: true, data: { resultado: 'confirmado' } } },
  });

  await loginAs(page, own.pro);
  await page.goto(`/profesional/agenda/${own.pb}?fecha=${slot.fecha}`);
  await page.getByRole('button', { name: 'Buscar turnos del día' }).click();
  const chip = page.getByRole('button', {
    name: new RegExp(`^Turno de ${client.nombre}, ${SERVICIO}, confirmado$`),
  });
  await expect(chip).toBeVisible();
  await expect(chip.getByText('Confirmado')).toBeVisible();
});
