import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { appSecrets, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';

const AUTH = '/wp-json/simple-jwt-login/v1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.call({ method: 'POST', url: `${AUTH}/auth`, payload: { email, password }, remoteAddress: ip });

describe('POST auth', () => {
  it('gives a 24 h HS256 token with the contract claims', async () => {
    const { user } = await createUser(t, { roles: ['peluadmin'] });
    // a display name unlike the full name, so the answer shows which is which
    await t.db.update(users).set({ displayName: 'Caro' }).where(eq(users.id, user.id));
    const res = await login(user.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const jwt = body(res).data.jwt as string;
    const [header, payload] = jwt
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ id: user.id, email: user.email, iss: 'http://turnos.test' });
    expect(payload.exp - payload.iat).toBe(86_400);
    const v = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: jwt });
    expect(body(v).data.roles).toEqual(['peluadmin']);
    expect(body(v).data.user).toMatchObject({
      ID: user.id,
      display_name: 'Caro',
      nombre_completo: user.name,
      user_email: user.email,
      user_status: '1',
      user_is_blocked: '0',
    });
  });

  it('answers 48 for a wrong password and for an unknown e-mail alike', async () => {
    const { user } = await createUser(t);
    for (const res of [
      await login(user.email, 'Otra12345'),
      await login('nadie@example.com', PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Email o contraseña incorrectos',
        data: { message: 'Email o contraseña incorrectos', errorCode: 48 },
      });
    }
  });

  it('answers 1007 for a blocked account and 1008 for one not validated, only with the right password', async () => {
    const blocked = await createUser(t, { blocked: true });
    const pending = await createUser(t, { validated: false });
    expect(body(await login(blocked.user.email, PASSWORD)).data.errorCode).toBe(1007);
    expect(body(await login(pending.user.email, PASSWORD)).data.errorCode).toBe(1008);
    expect(body(await login(blocked.user.email, 'Otra12345')).data.errorCode).toBe(48);
  });

  it('gives the 11th wrong login in a row from one address a 429 with Retry-After', async () => {
    const { user } = await createUser(t);
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      const res = await login(`x${i}@example.com`, 'Incorrecta1', ip);
      expect(res.statusCode).toBe(401);
    }
    const res = await login(user.email, PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(body(res).data.errorCode).toBe(1006);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    // another address is not affected, and the window passes
    expect((await login(user.email, PASSWORD, '10.9.9.8')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('limits failures per e-mail across addresses too, and a success does not count', async () => {
    const { user } = await createUser(t);
    expect((await login(user.email, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await login(user.email, 'Incorrecta1', `10.2.0.${i}`);
    expect((await login(user.email, PASSWORD, '10.3.3.3')).statusCode).toBe(429);
  });
});

describe('tokens', () => {
  it('expired gives 14 and refresh within the window works; outside it gives 50', async () => {
    const { user, token } = await createUser(t);
    t.clock.advance(25 * 3600_000);
    const expired = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token });
    expect(expired.statusCode).toBe(401);
    expect(body(expired).data.errorCode).toBe(14);
    const refreshed = await t.call({ method: 'POST', url: `${AUTH}/auth/refresh`, token });
    expect(refreshed.statusCode).toBe(200);
    const fresh = body(refreshed).data.jwt as string;
    const ok = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: fresh });
    expect(body(ok).data.user).toMatchObject({ ID: user.id });
    t.clock.advance(8 * 86_400_000);
    const late = await t.call({ method: 'POST', url: `${AUTH}/auth/refresh`, token });
    expect(body(late).data.errorCode).toBe(50);
  });

  it('a revoked token gives 55 everywhere; revoking twice gives 0', async () => {
    const { user, token } = await createUser(t);
    const r = await t.call({ method: 'POST', url: `${AUTH}/auth/revoke`, token });
    expect(r.json()).toEqual({
      success: true,
      message: 'Token was revoked.',
      data: { jwt: [token] },
    });
    expect(
      body(await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token })).data.errorCode,
    ).toBe(55);
    expect(
      body(await t.call({ method: 'POST', url: `${AUTH}/auth/refresh`, token })).data.errorCode,
    ).toBe(55);
    // a studio endpoint too, not only the login plugin's
    const own = await t.call({
      method: 'GET',
      url: `/wp-json/turnos/v1/obtener-datos-cliente?ID=${user.id}`,
      token,
    });
    expect([own.statusCode, body(own).data.errorCode]).toEqual([401, 55]);
    expect(
      body(await t.call({ method: 'POST', url: `${AUTH}/auth/revoke`, token })).data.errorCode,
    ).toBe(0);
  });

  it('refuses a missing, tampered, alg:none, other-algorithm or wrong-key token', async () => {
    const { user, token } = await createUser(t, { roles: ['cliente'] });
    const validate = (tk?: string) =>
      t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: tk });
    expect(body(await validate()).data.errorCode).toBe(53);
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, id: claims.id + 1 })).toString(
      'base64url',
    );
    expect(body(await validate(`${h}.${forged}.${s}`)).data.errorCode).toBe(12);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await validate(`${none}.${p}.`)).statusCode).toBe(401);
    // HS256 only, even when another HMAC algorithm is signed with the server's own key
    const [secret] = await t.db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, 'jwt_secret'));
    expect(secret?.value.length).toBeGreaterThan(16);
    const key = new TextEncoder().encode(secret?.value);
    const control = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(body(await validate(control)).data.user).toMatchObject({ ID: user.id });
    for (const alg of ['HS384', 'HS512']) {
      const sameKey = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
      const res = await validate(sameKey);
      expect([res.statusCode, body(res).data.errorCode], alg).toEqual([401, 13]);
    }
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode('x'.repeat(64)));
    expect(body(await validate(hs512)).data.errorCode).toBe(13);
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('y'.repeat(48)));
    expect(body(await validate(wrongKey)).data.errorCode).toBe(12);
    expect(body(await validate('garbage')).data.errorCode).toBe(0);
    expect(body(await validate(token)).data.user).toMatchObject({ ID: user.id });
  });

  it('reads the token from a JWT parameter of any case', async () => {
    const { user, token } = await createUser(t);
    const res = await t.call({ method: 'GET', url: `${AUTH}/auth/validate?jwt=${token}` });
    expect(body(res).data.user).toMatchObject({ ID: user.id });
  });

  it('autologin redirects to the same site only', async () => {
    const { token } = await createUser(t);
    const res = await t.call({
      method: 'GET',
      url: `${AUTH}/autologin?JWT=${token}&redirectUrl=/cliente/dashboard`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/cliente/dashboard#jwt=${token}`);
    const foreign = await t.call({
      method: 'GET',
      url: `${AUTH}/autologin?JWT=${token}&redirectUrl=https://evil.example/x`,
    });
    expect(foreign.statusCode).toBe(400);
  });
});
