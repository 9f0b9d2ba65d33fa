import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createAdmin, createUser } from '../../../test/factories';
import { setOption } from '../options/options.queries';
import {
  TURNOS,
  appointment,
  book,
  depositStudio,
  expireNow,
  preference,
  startPaymentsKit,
  type PaymentsKit,
} from '../../../test/support/payments-kit';

let k: PaymentsKit;
beforeAll(async () => {
  k = await startPaymentsKit();
});
afterAll(() => k.close());

describe('obtener-datos-pago', () => {
  it('gives the public key, the site name, the return URLs and the CVU to any signed-in role', async () => {
    const client = await createUser(k.t, { roles: ['cliente'] });
    const res = await k.t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-pago`,
      token: client.token,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      MP_PUBLIC_KEY: 'TEST-public-key',
      NOMBRE_COMERCIAL: 'Turnos',
      BACK_URL_SUCCESS: 'http://turnos.test/cliente/mp-success',
      BACK_URL_FAILURE: 'http://turnos.test/cliente/mp-failure',
      CVU: '0000003100012345678901',
    });
    expect(
      (await k.t.call({ method: 'GET', url: `${TURNOS}/obtener-datos-pago` })).statusCode,
    ).toBe(401);
  });
});

describe('crear-preferencia-pago', () => {
  it('derives everything from the appointment: one item for the deposit, payer, URLs, expiry', async () => {
    await setOption(k.t.db, 'turnos_nombre_sitio', 'Peluquería Ñandú & Compañía');
    const s = await depositStudio(k.t);
    const id = await book(k.t, s);
    const res = await preference(k.t, s.client.token, id);
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { id: string; init_point: string };
    expect(data.init_point).toBe(`${k.fake.url}/checkout/v1/redirect?pref_id=${data.id}`);
    const sent = k.fake.preferences.get(data.id);
    const a = await appointment(k.t, id);
    expect(sent).toMatchObject({
      items: [
        {
          quantity: 1,
          unit_price: 2400,
          currency_id: 'ARS',
          title: 'Reserva de turno: Color 24/11 10:00 hs',
        },
      ],
      payer: { email: s.client.user.email, name: s.client.user.name },
      external_reference: String(id),
      back_urls: {
        success: 'http://turnos.test/cliente/mp-success',
        pending: 'http://turnos.test/cliente/mp-pending',
        failure: 'http://turnos.test/cliente/mp-failure',
      },
      auto_return: 'approved',
      notification_url: 'http://turnos.test/wp-json/turnos/v1/mp-webhook',
      statement_descriptor: 'Peluqueria Nandu & Com',
      expires: true,
    });
    expect(new Date(sent?.expiration_date_to ?? '').getTime()).toBe(a.expiresAt?.getTime());
    expect(sent?.expiration_date_to).toMatch(/-03:00$/);
    // an admin may open it for the client too; the amount sent by a caller is ignored
    const admin = await createAdmin(k.t);
    const byAdmin = await k.t.call({
      method: 'POST',
      url: `${TURNOS}/crear-preferencia-pago`,
      token: admin.token,
      payload: { id_turno: id, unit_price: 1 },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(k.fake.preferences.get(body(byAdmin).data.id as string)?.items?.[0]?.unit_price).toBe(
      2400,
    );
    await setOption(k.t.db, 'turnos_nombre_sitio', '');
  });

  it('uses the back URLs set in the options', async () => {
    await setOption(k.t.db, 'turnos_mp_back_url_success', 'https://studio.example/ok');
    const s = await depositStudio(k.t);
    const res = await preference(k.t, s.client.token, await book(k.t, s));
    expect(k.fake.preferences.get(body(res).data.id as string)?.back_urls?.success).toBe(
      'https://studio.example/ok',
    );
    await setOption(k.t.db, 'turnos_mp_back_url_success', '');
  });

  it('refuses another client (1001), a professional (1001) and an unknown appointment (1002)', async () => {
    const s = await depositStudio(k.t);
    const id = await book(k.t, s);
    const other = await createUser(k.t, { roles: ['cliente'] });
    expect(body(await preference(k.t, other.token, id)).data.errorCode).toBe(1001);
    expect(body(await preference(k.t, s.pro.token, id)).data.errorCode).toBe(1001);
    expect(body(await preference(k.t, s.client.token, 987654)).data.errorCode).toBe(1002);
  });

  it('refuses paid, cancelled and expired reservations with 1009', async () => {
    const s = await depositStudio(k.t);
    const admin = await createAdmin(k.t);
    const paid = await book(k.t, s, '10:00');
    await k.t.call({
      method: 'PUT',
      url: `${TURNOS}/actualizar-estado-reserva-paga`,
      token: admin.token,
      payload: { id_turno: paid, activo: '1' },
    });
    const cancelled = await book(k.t, s, '11:00');
    await k.t.call({
      method: 'DELETE',
      url: `${TURNOS}/cancelar-turno`,
      token: s.client.token,
      payload: { id_turno: cancelled },
    });
    const expired = await book(k.t, s, '12:00');
    await expireNow(k.t, expired);
    const refused = async (id: number) => {
      const res = await preference(k.t, s.client.token, id);
      expect(res.statusCode).toBe(409);
      expect(body(res).data.errorCode).toBe(1009);
      return body(res).error;
    };
    expect(await refused(paid)).toBe('La reserva de este turno ya está paga.');
    expect(await refused(cancelled)).toBe('El turno está cancelado.');
    expect(await refused(expired)).toBe(
      'La reserva ha expirado. Por favor, Reservá un nuevo turno.',
    );
  });

  it('without an access token: 1009; provider down: 502 with the seed text', async () => {
    const s = await depositStudio(k.t);
    const id = await book(k.t, s);
    await setOption(k.t.db, 'turnos_mp_access_token', '');
    const none = await preference(k.t, s.client.token, id);
    expect(body(none).data.errorCode).toBe(1009);
    await setOption(k.t.db, 'turnos_mp_access_token', 'TEST-access-token');
    const saved = k.t.config.mpApiBase;
    (k.t.config as { mpApiBase: string }).mpApiBase = 'http://127.0.0.1:9';
    try {
      const down = await preference(k.t, s.client.token, id);
      expect(down.statusCode).toBe(502);
      expect(body(down).error).toBe(
        'Disculpe, pero no podemos generar el botón de pago de su reserva. Por favor, intente nuevamente.',
      );
    } finally {
      (k.t.config as { mpApiBase: string }).mpApiBase = saved;
    }
  });
});
