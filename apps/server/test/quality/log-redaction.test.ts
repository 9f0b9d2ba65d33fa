import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signManifest, signatureManifest } from '../../src/modules/payments/mp-signature';
import { createTestApp, logInto, type TestApp } from '../harness';
import { createUser } from '../factories';

/**
 * Issue 14 §3: nothing secret in the logs. A real journey through the real app, logging at
 * trace level into a captured stream — register, follow the validation link, log in (body and
 * query), validate the session (header, query, lowercase body `jwt`), refresh (`JwT` in the
 * query), reset the password with the e-mailed code (in the query), change it with the current
 * one, autologin with the JWT in the query and a redirect carrying the code, save secret options
 * (query, form and JSON bodies), a signed payment notification, a request that fails inside the
 * database (a 500 whose statement held a secret), badly encoded URLs carrying a JWT — then every
 * secret used is looked for in the whole log, as sent and URL- or JSON-encoded. None may appear.
 */

const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
const WEBHOOK_SECRET = 'whsec-Zq8v1Lk3Jt5Yp0';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { MP_WEBHOOK_SECRET: WEBHOOK_SECRET, MP_API_BASE: 'http://127.0.0.1:9' },
    undefined,
    logInto(lines, 'trace'),
  );
});
afterAll(() => t?.close());

/** Every way a value could be written down in a log line. */
function spellings(secret: string): string[] {
  const forms = new Set([
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ x: secret }).toString().slice(2),
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(encodeURIComponent(secret)),
  ]);
  // a JWT's signature is its secret part
  const parts = secret.split('.');
  if (parts.length === 3 && parts[2]) forms.add(parts[2]);
  return [...forms];
}

describe('the log of a whole journey', () => {
  const secrets: Record<string, string> = {};
  const log = () => lines.join('');

  it('runs the journey (every step answered as expected)', async () => {
    const email = 'ana.log@example.com';
    secrets.password = 'Ñandú+Clave1&x=%41';
    const reg = await t.call({
      method: 'POST',
      url: `${AUTH}/users`,
      payload: {
        email,
        password: secrets.password,
        user_meta: { nombre: 'Ana Log', celular: '5492971234567' },
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);

    const mail = t.mails.find((m) => m.to === email);
    secrets.validationToken = /mail-validation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(secrets.validationToken).toMatch(/^[\w-]{16,}$/);
    // the page the link opens, then the API call it makes (token in the query)
    await t.call({ method: 'GET', url: `/mail-validation?token=${secrets.validationToken}` });
    const val = await t.call({
      method: 'POST',
      url: `${TURNOS}/validar-new-cliente?token=${secrets.validationToken}`,
    });
    expect(val.statusCode, val.body).toBe(200);

    secrets.wrongPassword = 'Equivocada#77 clave';
    const wrong = await t.call({
      method: 'POST',
      url: `${AUTH}/auth?email=${encodeURIComponent(email)}&password=${encodeURIComponent(secrets.wrongPassword)}`,
    });
    expect(wrong.statusCode).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: `${AUTH}/auth?email=${encodeURIComponent(email)}&password=${encodeURIComponent(secrets.password)}`,
    });
    expect(login.statusCode, login.body).toBe(200);
    secrets.jwt = (login.json() as { data: { jwt: string } }).data.jwt;

    expect(
      (await t.call({ method: 'GET', url: `${AUTH}/auth/validate?JWT=${secrets.jwt}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: `${AUTH}/auth/validate`, token: secrets.jwt }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `${AUTH}/auth/validate`,
          payload: { jwt: secrets.jwt },
        })
      ).statusCode,
    ).toBe(200);

    t.clock.advance(60_000);
    const refreshed = await t.call({
      method: 'POST',
      url: `${AUTH}/auth/refresh?JwT=${secrets.jwt}`,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    secrets.refreshed = (refreshed.json() as { data: { jwt: string } }).data.jwt;

    const resetAsk = await t.call({
      method: 'POST',
      url: `${AUTH}/user/reset_password`,
      payload: { email },
    });
    expect(resetAsk.statusCode).toBe(200);
    const resetMail = t.mails.filter((m) => m.to === email).at(-1);
    secrets.code = /código es (\d{8})/.exec(resetMail?.text ?? '')?.[1] ?? '';
    expect(secrets.code).toMatch(/^\d{8}$/);
    await t.call({
      method: 'GET',
      url: `/cambio-password?email=${encodeURIComponent(email)}&code=${secrets.code}`,
    });
    secrets.newPassword = 'Nueva$Clave9 ñ';
    const reset = await t.call({
      method: 'PUT',
      url: `${AUTH}/user/reset_password?email=${encodeURIComponent(email)}&code=${secrets.code}&new_password=${encodeURIComponent(secrets.newPassword)}`,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const again = await t.call({
      method: 'POST',
      url: `${AUTH}/auth`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: secrets.newPassword }).toString(),
    });
    expect(again.statusCode, again.body).toBe(200);
    secrets.jwt2 = (again.json() as { data: { jwt: string } }).data.jwt;
    const id = (reg.json() as { id: number }).id;
    secrets.thirdPassword = 'Tercera*Clave3';
    const changed = await t.call({
      method: 'POST',
      url: `${TURNOS}/change-pass?ID=${id}&password=${encodeURIComponent(secrets.thirdPassword)}&password_actual=${encodeURIComponent(secrets.newPassword)}`,
      token: secrets.jwt2,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const relog = await t.call({
      method: 'POST',
      url: `${AUTH}/auth`,
      payload: { email, password: secrets.thirdPassword },
    });
    secrets.jwt3 = (relog.json() as { data: { jwt: string } }).data.jwt;
    const redirect = `/cambio-password?email=${encodeURIComponent(email)}&code=${secrets.code}`;
    const auto = await t.call({
      method: 'GET',
      url: `${AUTH}/autologin?JWT=${secrets.jwt3}&redirectUrl=${encodeURIComponent(redirect)}`,
    });
    expect(auto.statusCode, auto.body).toBe(302);

    const admin = await createUser(t, { roles: ['peluadmin'] });
    secrets.adminJwt = admin.token;
    secrets.mpToken = 'APP_USR-8841-secret-mp-token-77';
    secrets.wappToken = 'wapp-key Ñ 9/+=&x';
    secrets.mpToken2 = 'APP_USR-json-body-5521';
    const setQuery = await t.call({
      method: 'POST',
      url: `${TURNOS}/actualizar-opcion?opcion=turnos_mp_access_token&valor=${encodeURIComponent(secrets.mpToken)}&JWT=${admin.token}`,
    });
    expect(setQuery.statusCode, setQuery.body).toBe(200);
    const setForm = await t.call({
      method: 'POST',
      url: `${TURNOS}/actualizar-opcion`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        opcion: 'turnos_wapp_auth_token',
        valor: secrets.wappToken,
        JWT: admin.token,
      }).toString(),
    });
    expect(setForm.statusCode, setForm.body).toBe(200);
    const setJson = await t.call({
      method: 'POST',
      url: `${TURNOS}/actualizar-opcion`,
      token: admin.token,
      payload: { opcion: 'turnos_mp_access_token', valor: secrets.mpToken2 },
    });
    expect(setJson.statusCode, setJson.body).toBe(200);

    // a signed payment notification (the provider is unreachable: an error, logged)
    const ts = String(t.clock.now.getTime());
    const v1 = signManifest(WEBHOOK_SECRET, signatureManifest('4455', 'wh-req-1', ts));
    const hook = await t.call({
      method: 'POST',
      url: `${TURNOS}/mp-webhook?data.id=4455&type=payment`,
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': 'wh-req-1' },
      payload: { type: 'payment', data: { id: '4455' } },
    });
    expect(hook.statusCode).toBeGreaterThanOrEqual(200);
    secrets.webhookSecret = WEBHOOK_SECRET;

    // a request that fails inside the database: its statement held a secret value
    secrets.failing = 'APP_USR-fails-in-db-31337';
    await t.db.execute(
      sql.raw(
        `alter table options add constraint t14_refuse check (value <> '${secrets.failing}')`,
      ),
    );
    const failing = await t.call({
      method: 'POST',
      url: `${TURNOS}/actualizar-opcion?JWT=${admin.token}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        opcion: 'turnos_mp_access_token',
        valor: secrets.failing,
        password: secrets.password,
      },
    });
    expect(failing.statusCode, failing.body).toBe(500);
    await t.db.execute(sql.raw('alter table options drop constraint t14_refuse'));

    // badly encoded URLs carrying a token
    for (const url of [
      `${TURNOS}/%E0%A4%A?JWT=${secrets.jwt3}`,
      `${TURNOS}/get-all-sucursales?JWT=${secrets.jwt3}&x=%ZZ`,
      `/login%ZZ?token=${secrets.validationToken}`,
    ]) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('was logged (requests, their outcome, the 500 with its error)', () => {
    const text = log();
    expect(lines.length).toBeGreaterThan(40);
    expect(text).toContain('"msg":"incoming request"');
    expect(text).toContain('"msg":"request completed"');
    expect(text).toContain('/wp-json/simple-jwt-login/v1/autologin?JWT=[REDACTED]');
    expect(text).toMatch(
      /"err":\{"type":"DrizzleQueryError","message":"Failed query[^\n]*"msg":"unexpected error"/,
    );
    expect(text).toContain('opcion=turnos_mp_access_token&valor=[REDACTED]');
  });

  it('holds none of the secrets, however spelled', () => {
    const text = log();
    expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(14);
    const found: string[] = [];
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(8);
      for (const form of spellings(secret)) {
        const at = text.indexOf(form);
        if (at >= 0)
          found.push(
            `${name} as ${form.slice(0, 40)}: …${text.slice(Math.max(0, at - 120), at + 60)}…`,
          );
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
