import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createAdmin, createClient, createUser } from '../../../test/factories';
import { getUserById } from '../../auth/users.queries';

const TURNOS = '/wp-json/turnos/v1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (token: string, ID: number, key_field: string, value_field: string) =>
  t.call({
    method: 'PUT',
    url: `${TURNOS}/actualizar-dato-cliente`,
    token,
    payload: { ID, key_field, value_field },
  });

describe('client data', () => {
  it('a client reads and edits their own name and phone', async () => {
    const c = await createClient(t);
    const got = await t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-cliente?ID=${c.user.id}`,
      token: c.token,
    });
    expect(body(got).data.cliente).toMatchObject({
      ID: c.user.id,
      user_email: c.user.email,
      user_status: '1',
      user_is_blocked: '0',
    });
    expect((await update(c.token, c.user.id, 'nombre', 'Martina Gómez')).statusCode).toBe(200);
    expect((await update(c.token, c.user.id, 'celular', '5492975550000')).statusCode).toBe(200);
    expect(await getUserById(t.db, c.user.id)).toMatchObject({
      name: 'Martina Gómez',
      phone: '5492975550000',
    });
    const bad = await update(c.token, c.user.id, 'nombre', 'Ana');
    expect(body(bad)).toMatchObject({
      error: 'Por favor, complete este campo.',
      data: { errorCode: 1003 },
    });
  });

  it('a client cannot read or edit another client, nor validate or block anyone', async () => {
    const a = await createClient(t);
    const b = await createClient(t);
    const read = await t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-cliente?ID=${b.user.id}`,
      token: a.token,
    });
    expect(body(read).data.errorCode).toBe(1001);
    expect(body(await update(a.token, b.user.id, 'nombre', 'Nombre Cambiado')).data.errorCode).toBe(
      1001,
    );
    expect(body(await update(a.token, a.user.id, 'user_is_blocked', '0')).data.errorCode).toBe(
      1001,
    );
    expect(body(await update(a.token, a.user.id, 'user_status', '1')).data.errorCode).toBe(1001);
    expect((await getUserById(t.db, b.user.id))?.name).toBe(b.user.name);
  });

  it('a professional is refused; a visitor needs a token', async () => {
    const p = await createUser(t, { roles: ['peluquero'] });
    const c = await createClient(t);
    expect(body(await update(p.token, c.user.id, 'nombre', 'Nombre Cambiado')).data.errorCode).toBe(
      1001,
    );
    const anon = await t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-cliente?ID=${c.user.id}`,
    });
    expect(body(anon).data.errorCode).toBe(53);
  });

  it('blocking ends the client’s sessions at once with 1007, and unblocking needs a new login', async () => {
    const admin = await createAdmin(t);
    const c = await createClient(t);
    expect((await update(admin.token, c.user.id, 'user_is_blocked', '1')).statusCode).toBe(200);
    const me = await t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-cliente?ID=${c.user.id}`,
      token: c.token,
    });
    expect(me.statusCode).toBe(403);
    expect(body(me).data.errorCode).toBe(1007);
    await update(admin.token, c.user.id, 'user_is_blocked', '0');
    const again = await t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-cliente?ID=${c.user.id}`,
      token: c.token,
    });
    expect(body(again).data.errorCode).toBe(55);
  });

  it('an unvalidated user gets 1008', async () => {
    const c = await createUser(t, { validated: false });
    const res = await t.call({
      method: 'GET',
      url: `${TURNOS}/obtener-datos-cliente?ID=${c.user.id}`,
      token: c.token,
    });
    expect(body(res).data.errorCode).toBe(1008);
  });
});

describe('change-pass', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `${TURNOS}/change-pass`, token, payload });

  it('own password needs the current one and the seed rules', async () => {
    const c = await createClient(t);
    expect(
      body(
        await change(c.token, {
          ID: c.user.id,
          password: 'NuevaClave1',
          password_actual: 'Mala12345',
        }),
      ).data.errorCode,
    ).toBe(1003);
    expect(
      body(
        await change(c.token, {
          ID: c.user.id,
          password: 'nuevaclave1',
          password_actual: PASSWORD,
        }),
      ).error,
    ).toBe('La contraseña debe tener al menos una letra mayúscula.');
    expect(
      (await change(c.token, { ID: c.user.id, password: 'NuevaClave1', password_actual: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      payload: { email: c.user.email, password: 'NuevaClave1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('an admin sets anyone’s; a client cannot set another’s', async () => {
    const admin = await createAdmin(t);
    const a = await createClient(t);
    const b = await createClient(t);
    expect(
      body(
        await change(a.token, {
          ID: b.user.id,
          password: 'NuevaClave1',
          password_actual: PASSWORD,
        }),
      ).data.errorCode,
    ).toBe(1001);
    expect((await change(admin.token, { ID: b.user.id, password: 'NuevaClave1' })).statusCode).toBe(
      200,
    );
  });
});
