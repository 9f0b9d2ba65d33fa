import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';
import { getUserByEmail } from '../../auth/users.queries';

const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newClient = (over: Record<string, unknown> = {}, meta: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `cliente${n}@example.com`,
    password: 'Segura123',
    display_name: 'Lucía Fernández',
    user_meta: {
      celular: '5492974001122',
      nombre: 'Lucía Fernández',
      user_is_blocked: '0',
      primera_vez: '1',
      ...meta,
    },
    ...over,
  };
};
const register = (payload: Record<string, unknown>, ip = '10.5.0.1') =>
  t.call({ method: 'POST', url: `${AUTH}/users`, payload, remoteAddress: ip });

const linkToken = (text: string) => /mail-validation\?token=([\w-]+)/.exec(text)?.[1];

describe('register → validate → login', () => {
  it('creates an unvalidated client, e-mails a one-time link, and the link validates once', async () => {
    const payload = newClient();
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      success: true,
      message: 'User was successfully created.',
      user: { user_email: payload.email },
    });
    expect(typeof b.id).toBe('number');

    const login = () =>
      t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        payload: { email: payload.email, password: payload.password },
      });
    expect(body(await login()).data.errorCode).toBe(1008);

    const mail = t.mails.find((m) => m.to === payload.email);
    expect(mail?.html).toContain('http://turnos.test/mail-validation?token=');
    const token = linkToken(mail?.text ?? '');
    expect(token).toBeTruthy();
    const v = await t.call({
      method: 'POST',
      url: `${TURNOS}/validar-new-cliente`,
      payload: { token },
    });
    expect(v.statusCode).toBe(200);
    expect(
      body(
        await t.call({ method: 'POST', url: `${TURNOS}/validar-new-cliente`, payload: { token } }),
      ).data.errorCode,
    ).toBe(1003);

    const ok = await login();
    expect(ok.statusCode).toBe(200);
    const me = await t.call({
      method: 'GET',
      url: `${AUTH}/auth/validate`,
      token: body(ok).data.jwt as string,
    });
    expect(body(me).data.roles).toEqual(['cliente']);
  });

  it('ignores user_is_blocked and any role a registering client sends', async () => {
    const payload = newClient({ roles: ['peluadmin'], rol_admin: true }, { user_is_blocked: '1' });
    expect((await register(payload)).statusCode).toBe(200);
    const user = await getUserByEmail(t.db, payload.email);
    expect(user).toMatchObject({ blocked: false, validated: false, roles: ['cliente'] });
  });

  it('answers 38 for an existing e-mail, any case', async () => {
    const { user } = await createUser(t);
    const res = await register(newClient({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(body(res).data.errorCode).toBe(38);
    expect(body(res).error).toBe(
      'Ya existe una cuenta registrada con este email. Elegí reestablecer contraseña si no la recordas.',
    );
  });

  it.each([
    [{ email: 'no-es-correo' }, {}, 'Por favor, ingresa un correo electrónico válido.'],
    [{ email: ' a@b.com' }, {}, 'Quite espacios en blanco.'],
    [{ password: 'Corta1' }, {}, 'La contraseña debe tener al menos 8 caracteres.'],
    [{ password: 'SINMINUSCULA1' }, {}, 'La contraseña debe tener al menos una letra minúscula.'],
    [{ password: 'sinmayuscula1' }, {}, 'La contraseña debe tener al menos una letra mayúscula.'],
    [{ password: 'SinNumeros' }, {}, 'La contraseña debe tener al menos un número.'],
    [{ display_name: 'Ana' }, { nombre: 'Ana' }, 'Por favor, complete este campo.'],
    [{}, { celular: '54-297-abc' }, 'Por favor, ingrese un número de celular válido.'],
  ])('refuses %j %j with the seed message and writes nothing', async (over, meta, message) => {
    const payload = newClient(over, meta);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      error: message,
      data: { errorCode: 1003, message },
    });
    if (typeof payload.email === 'string')
      expect(await getUserByEmail(t.db, payload.email)).toBeUndefined();
  });

  it('rate-limits registration to 20 per address per hour', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 20; i++) await register(newClient({ password: 'x' }), ip);
    const res = await register(newClient(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('resends the validation link with the same answer for unknown e-mails', async () => {
    const payload = newClient();
    await register(payload, '10.5.0.2');
    const before = t.mails.length;
    const a = await t.call({
      method: 'POST',
      url: `${TURNOS}/reenviar-email-validacion`,
      payload: { email: payload.email },
    });
    const b = await t.call({
      method: 'POST',
      url: `${TURNOS}/reenviar-email-validacion`,
      payload: { email: 'nadie@example.com' },
    });
    expect(a.json()).toEqual(b.json());
    expect(t.mails.length).toBe(before + 1);
  });
});

describe('password reset', () => {
  it('e-mails a code; the code changes the password once and ends earlier sessions', async () => {
    const { user, token } = await createUser(t);
    const same = await t.call({
      method: 'POST',
      url: `${AUTH}/user/reset_password`,
      payload: { email: 'nadie@example.com' },
    });
    const res = await t.call({
      method: 'POST',
      url: `${AUTH}/user/reset_password`,
      payload: { email: user.email },
    });
    expect(res.json()).toEqual(same.json());
    const mail = t.mails.filter((m) => m.to === user.email).at(-1);
    const code = /código es (\d{8})/.exec(mail?.text ?? '')?.[1];
    expect(mail?.text).toContain(
      `/cambio-password?email=${encodeURIComponent(user.email)}&code=${code}`,
    );

    const put = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: `${AUTH}/user/reset_password`, payload });
    expect(body(await put({ email: user.email, code, new_password: 'debil' })).data.errorCode).toBe(
      1003,
    );
    expect(
      body(await put({ email: user.email, code: '00000000', new_password: 'NuevaClave9' })).data
        .errorCode,
    ).toBe(62);
    const done = await put({ email: user.email, code, new_password: 'NuevaClave9' });
    expect(done.json()).toEqual({ success: true, message: 'User Password has been changed.' });
    expect(
      body(await put({ email: user.email, code, new_password: 'OtraClave99' })).data.errorCode,
    ).toBe(62);

    expect(
      body(await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token })).data.errorCode,
    ).toBe(55);
    const old = await t.call({
      method: 'POST',
      url: `${AUTH}/auth`,
      payload: { email: user.email, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.call({
      method: 'POST',
      url: `${AUTH}/auth`,
      payload: { email: user.email, password: 'NuevaClave9' },
    });
    const me = await t.call({
      method: 'GET',
      url: `${AUTH}/auth/validate`,
      token: body(fresh).data.jwt as string,
    });
    expect(me.statusCode).toBe(200);
  });

  it('a code expires after a day', async () => {
    const { user } = await createUser(t);
    await t.call({
      method: 'POST',
      url: `${AUTH}/user/reset_password`,
      payload: { email: user.email },
      remoteAddress: '10.6.0.1',
    });
    const code = /código es (\d{8})/.exec(
      t.mails.filter((m) => m.to === user.email).at(-1)?.text ?? '',
    )?.[1];
    t.clock.advance(86_400_000 + 1000);
    const res = await t.call({
      method: 'PUT',
      url: `${AUTH}/user/reset_password`,
      payload: { email: user.email, code, new_password: 'NuevaClave9' },
      remoteAddress: '10.6.0.1',
    });
    expect(body(res).data.errorCode).toBe(62);
  });

  it('with a JWT and the current password instead of a code, only for that same user', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const put = (token: string, email: string) =>
      t.call({
        method: 'PUT',
        url: `${AUTH}/user/reset_password`,
        token,
        payload: { email, new_password: 'NuevaClave9', password_actual: PASSWORD },
        remoteAddress: '10.6.0.2',
      });
    expect(body(await put(a.token, b.user.email)).data.errorCode).toBe(1001);
    expect((await put(a.token, a.user.email)).statusCode).toBe(200);
  });
});
