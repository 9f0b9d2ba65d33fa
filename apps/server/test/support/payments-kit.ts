import { eq } from 'drizzle-orm';
import {
  startFakeMercadoPago,
  type FakeMercadoPago,
  type Notification,
} from '@turnos/fake-mercadopago';
import { createTestApp, type TestApp } from '../harness';
import { body, createAdmin } from '../factories';
import { createStudio, reserveParams, type Studio } from '../booking-factories';
import { appointments } from '../../src/db/schema';
import { setOption } from '../../src/modules/options/options.queries';

export const SECRET = 'test-webhook-secret';
export const TURNOS = '/wp-json/turnos/v1';
/** Tuesday after the test clock's Monday 2026-11-23 */
export const FECHA = '2026-11-24';

/**
 * A real app over a real database, with the fake Mercado Pago on a random port as MP_API_BASE;
 * the fake's notifications are handed to the app in-process. Lucía-like studio: 30 % deposit
 * of $ 8000 = $ 2400, unpaid reservations expire after 24 h.
 */
export interface PaymentsKit {
  t: TestApp;
  fake: FakeMercadoPago;
  close(): Promise<void>;
}

export async function startPaymentsKit(): Promise<PaymentsKit> {
  // the fake and the app each need the other: the app is filled in once built
  const late: { t?: TestApp } = {};
  const fake = await startFakeMercadoPago({
    webhookSecret: SECRET,
    accessToken: 'TEST-access-token',
    clock: () => late.t?.clock.now ?? new Date(),
    deliver: async (n) => (await sendNotification(must(late.t), n)).statusCode,
  });
  const t = await createTestApp({ MP_WEBHOOK_SECRET: SECRET, MP_API_BASE: fake.url });
  late.t = t;
  await setOption(t.db, 'turnos_mp_access_token', 'TEST-access-token');
  await setOption(t.db, 'turnos_mp_public_key', 'TEST-public-key');
  await setOption(t.db, 'turnos_mp_cvu', '0000003100012345678901');
  return { t, fake, close: async () => (await t.close(), await fake.close()) };
}

const must = <T>(v: T | undefined): T => {
  if (v === undefined) throw new Error('not ready');
  return v;
};

export function sendNotification(t: TestApp, n: Notification, headers = n.headers) {
  const url = new URL(n.url);
  return t.call({ method: 'POST', url: `${url.pathname}${url.search}`, headers, payload: n.body });
}

export const depositStudio = (t: TestApp) =>
  createStudio(t, {
    depositType: 3,
    depositValue: '30.00',
    expiryHours: 24,
  });

/** A client's booking with its deposit due; returns the id. */
export async function book(t: TestApp, s: Studio, hora = '10:00', fecha = FECHA) {
  const res = await t.call({
    method: 'POST',
    url: `${TURNOS}/reservar-turno`,
    token: s.client.token,
    payload: reserveParams(s, fecha, hora),
  });
  const b = body(res);
  if (res.statusCode !== 200) throw new Error(`reserve failed: ${b.error}`);
  return b.data.id_turno as number;
}

export async function preference(t: TestApp, token: string, idTurno: number) {
  return t.call({
    method: 'POST',
    url: `${TURNOS}/crear-preferencia-pago`,
    token,
    payload: { id_turno: idTurno },
  });
}

/** Books and opens the checkout: the fake's preference id. */
export async function bookAndCheckout(k: PaymentsKit, s: Studio, hora = '10:00') {
  const id = await book(k.t, s, hora);
  const res = await preference(k.t, s.client.token, id);
  if (res.statusCode !== 200) throw new Error(`preference failed: ${body(res).error}`);
  return { id, prefId: body(res).data.id as string };
}

export function confirmReturn(t: TestApp, token: string, query: Record<string, string>) {
  return t.call({ method: 'POST', url: `${TURNOS}/confirmar-retorno-pago`, token, payload: query });
}

export async function appointment(t: TestApp, id: number) {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
  return must(row);
}

export async function paymentInfoOf(t: TestApp, id: number, token?: string) {
  const res = await t.call({
    method: 'GET',
    url: `${TURNOS}/get-info-del-pago-de-reserva?id_turno=${id}`,
    token: token ?? (await createAdmin(t)).token,
  });
  return body(res).data as {
    info_pago: Record<string, unknown> | null;
    pago_aprobado_por: number | null;
  };
}

export async function freeSlots(t: TestApp, s: Studio, fecha = FECHA) {
  const res = await t.call({
    method: 'GET',
    url: `${TURNOS}/obtener-horarios-disponibles?id_peluquero_sucursal=${s.pbId}&id_servicio_de_peluquero_por_sucursal=${s.link.id}&fecha=${fecha}`,
  });
  return body(res).data.horarios as string[];
}

/** Moves a reservation's expiry to the past (the test stands in for the passing of time). */
export async function expireNow(t: TestApp, id: number) {
  await t.db
    .update(appointments)
    .set({ expiresAt: new Date('2000-01-01T00:00:00Z') })
    .where(eq(appointments.id, id));
}
