import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OPTION_NAMES, type Role } from '@turnos/domain';
import { registeredRoutes, type RouteSpec } from '../../src/http/route';
import { setOption } from '../../src/modules/options/options.queries';
import { createTestApp, type TestApp } from '../harness';
import { PASSWORD, createUser } from '../factories';
import { api, createAppointment } from '../catalog-factories';
import { createStudio, type Studio } from '../booking-factories';

/**
 * Proof of quality, item 3: a broad set of successful and failing calls — every GET route with
 * valid parameters, every route with none, bad tokens, failed logins, provider failures — and
 * no answer ever shows a password hash, a secret option, the JWT key, a stack trace or SQL.
 */
const MP_SECRET = 'APP_USR-7777-mp-secret-value-0042';
const WAPP_SECRET = 'wapp-secret-auth-token-XYZ-0099';
const AUTH = '/wp-json/simple-jwt-login/v1';

let t: TestApp;
let s: Studio;
let admin: Awaited<ReturnType<typeof createUser>>;
let bookingId: number;
let jwtSecrets: string[] = [];
const responses: { label: string; status: number; body: string; headers: string }[] = [];

beforeAll(async () => {
  // the payment provider is unreachable (a closed local port): its failures are exercised too
  t = await createTestApp({
    MP_API_BASE: 'http://127.0.0.1:9',
    MP_WEBHOOK_SECRET: 'whsec-test-0001',
  });
  admin = await createUser(t, { roles: ['peluadmin'] });
  s = await createStudio(t, {
    depositType: 2,
    depositValue: '2000.00',
    expiryHours: 6,
  });
  bookingId = (
    await createAppointment(t, {
      link: s.pro.link,
      clientId: s.client.user.id,
      service: s.service,
      professionalServiceId: s.link.id,
      fecha: '2026-12-01',
      hora: '10:00',
    })
  ).id;
  await setOption(t.db, 'turnos_mp_access_token', MP_SECRET);
  await setOption(t.db, 'turnos_wapp_auth_token', WAPP_SECRET);
  const rows = (await t.db.execute(sql`select value from app_secrets`)) as unknown as {
    rows: { value: string }[];
  };
  jwtSecrets = rows.rows.map((r) => r.value).filter((v) => v.length >= 8);
}, 120_000);
afterAll(() => t?.close());

const methodsOf = (r: RouteSpec) => (typeof r.method === 'string' ? [r.method] : [...r.method]);

async function record(
  label: string,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  responses.push({
    label,
    status: res.statusCode,
    body: res.body,
    headers: JSON.stringify(res.headers),
  });
  return res;
}

/** Valid values for the parameters GET routes take, from the studio and its booking. */
function validParams(r: RouteSpec, opcion?: string): Record<string, string> {
  const known: Record<string, string> = {
    ID: String(s.client.user.id),
    id_turno: String(bookingId),
    id_peluquero_sucursal: String(s.pbId),
    id_peluquero: String(s.pro.user.id),
    id_sucursal: String(s.branch.id),
    id_servicio: String(s.service.id),
    id_servicio_de_peluquero_por_sucursal: String(s.link.id),
    fecha: '2026-12-01',
    fecha_desde: '2026-11-01',
    fecha_hasta: '2026-12-31',
    nombre_cliente: 'Persona',
    opcion: opcion ?? 'turnos_nombre_sitio',
    redirectUrl: '/mis-turnos',
    cantidad: '50',
  };
  const shape = (r.params as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = Object.keys(shape).length > 0 ? Object.keys(shape) : Object.keys(known);
  return Object.fromEntries(keys.filter((k) => k in known).map((k) => [k, known[k] as string]));
}

function tokenFor(r: RouteSpec): string | undefined {
  if (r.roles === 'public') return admin.token;
  const roles = r.roles as readonly Role[];
  if (roles.includes('peluadmin')) return admin.token;
  if (roles.includes('cliente')) return s.client.token;
  return s.pro.token;
}

describe('no leaks in any answer', () => {
  it('drives successful and failing calls', async () => {
    // every GET route with valid parameters (as an admin, or the role it needs; public ones also as a visitor)
    for (const r of registeredRoutes.filter((x) => methodsOf(x).includes('GET'))) {
      const query = validParams(r);
      await record(
        `GET ${r.path}`,
        await t.call({ method: 'GET', url: r.path, query, token: tokenFor(r) }),
      );
      if (r.roles === 'public') {
        await record(`GET ${r.path} visitor`, await t.call({ method: 'GET', url: r.path, query }));
      }
    }
    // every option, secrets included (they come back masked)
    for (const opcion of OPTION_NAMES) {
      await record(
        `obtener-opcion ${opcion}`,
        await api(t, 'GET', 'obtener-opcion', { opcion }, admin.token),
      );
    }
    // every route and method with no parameters at all (mostly 1003), with a garbage token (0/12)
    // and with an expired one (14)
    const expired = await (async () => {
      const now = t.clock.now;
      t.clock.set('2026-11-01T12:00:00.000Z');
      const tok = await t.deps.jwt.sign(admin.user);
      t.clock.set(now);
      return tok;
    })();
    for (const r of registeredRoutes) {
      if (r.path.endsWith('/auth/revoke')) continue;
      for (const method of methodsOf(r)) {
        const m = method as 'GET';
        await record(
          `${m} ${r.path} empty`,
          await t.call({
            method: m,
            url: r.path,
            token: tokenFor(r),
            ...(m === 'GET' ? {} : { payload: {} }),
          }),
        );
        await record(
          `${m} ${r.path} garbage token`,
          await t.call({ method: m, url: r.path, token: 'eyJhbGciOiJIUzI1NiJ9.e30.bad' }),
        );
        await record(
          `${m} ${r.path} expired token`,
          await t.call({ method: m, url: r.path, token: expired }),
        );
      }
    }
    // account calls: login ok and failed, register duplicate and invalid, reset
    await record(
      'login ok',
      await t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        payload: { email: admin.user.email, password: PASSWORD },
      }),
    );
    await record(
      'login wrong',
      await t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        payload: { email: admin.user.email, password: 'Incorrecta1' },
        remoteAddress: '10.8.0.2',
      }),
    );
    await record(
      'login unknown',
      await t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        payload: { email: 'nadie@example.com', password: 'Incorrecta1' },
        remoteAddress: '10.8.0.3',
      }),
    );
    await record(
      'validate',
      await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: admin.token }),
    );
    await record(
      'register duplicate',
      await t.call({
        method: 'POST',
        url: `${AUTH}/users`,
        remoteAddress: '10.8.0.4',
        payload: {
          email: admin.user.email,
          password: 'Segura123',
          display_name: 'Nombre Largo',
          user_meta: { celular: '5492974001122', nombre: 'Nombre Largo' },
        },
      }),
    );
    await record(
      'register invalid',
      await t.call({
        method: 'POST',
        url: `${AUTH}/users`,
        remoteAddress: '10.8.0.5',
        payload: { email: 'x', password: 1 },
      }),
    );
    await record(
      'reset request',
      await t.call({
        method: 'POST',
        url: `${AUTH}/user/reset_password`,
        remoteAddress: '10.8.0.6',
        payload: { email: admin.user.email },
      }),
    );
    await record(
      'reset bad code',
      await t.call({
        method: 'PUT',
        url: `${AUTH}/user/reset_password`,
        remoteAddress: '10.8.0.7',
        payload: { email: admin.user.email, new_password: 'Segura123', code: '12345678' },
      }),
    );
    // payment provider unreachable / unsigned webhook
    await record(
      'preferencia',
      await api(t, 'POST', 'crear-preferencia-pago', { id_turno: bookingId }, s.client.token),
    );
    await record(
      'retorno',
      await api(
        t,
        'POST',
        'confirmar-retorno-pago',
        { payment_id: '123', external_reference: String(bookingId) },
        s.client.token,
      ),
    );
    await record(
      'webhook unsigned',
      await t.call({
        method: 'POST',
        url: '/wp-json/turnos/v1/mp-webhook?data.id=1&type=payment',
        payload: { type: 'payment', data: { id: '1' } },
      }),
    );
    await record(
      'webhook forged',
      await t.call({
        method: 'POST',
        url: '/wp-json/turnos/v1/mp-webhook?data.id=1&type=payment',
        headers: { 'x-signature': 'ts=1,v1=abc', 'x-request-id': 'r1' },
        payload: { type: 'payment', data: { id: '1' } },
      }),
    );
    await record('wapp qr', await api(t, 'GET', 'obtener-qr-wapp', {}, admin.token));
    await record('wapp state', await api(t, 'GET', 'estado-wapp', {}, admin.token));
    // conflicts and rule errors reach the database layer
    await record(
      'double booking',
      await api(
        t,
        'POST',
        'reservar-turno',
        {
          id_cliente: s.client.user.id,
          id_peluquero_sucursal: s.pbId,
          id_servicio_de_peluquero_por_sucursal: s.link.id,
          fecha: '2026-12-01',
          hora: '10:00',
        },
        admin.token,
      ),
    );
    await record(
      'duplicate professional',
      await api(
        t,
        'POST',
        'crear-peluquero',
        {
          nombre: 'Otro Nombre',
          email: s.pro.user.email,
          celular: '5492971234567',
          password: 'Segura123',
          sucursal_id: s.branch.id,
          funcion: 'peluquero',
        },
        admin.token,
      ),
    );
    // HTTP-level failures
    await record(
      'unknown route',
      await t.call({ method: 'GET', url: '/wp-json/turnos/v1/no-existe' }),
    );
    await record(
      'malformed json',
      await t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
    );
    await record(
      'proto poisoning',
      await t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"x": 1}, "email": "a@b.c"}',
      }),
    );
    await record(
      'bad content type',
      await t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
    );
    await record(
      'too large',
      await t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(1_300_000) }),
      }),
    );
    await record(
      'nul byte',
      await api(t, 'GET', 'obtener-turnos-por-nombre', { nombre_cliente: 'a\u0000b' }, admin.token),
    );
    await record(
      'sql-looking',
      await api(
        t,
        'GET',
        'obtener-turnos-por-nombre',
        { nombre_cliente: "' OR 1=1 --" },
        admin.token,
      ),
    );
    expect(responses.length).toBeGreaterThan(250);
    // the broad set really includes successes and failures
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThan(30);
    expect(responses.filter((r) => r.status >= 400).length).toBeGreaterThan(150);
  }, 180_000);

  it('no answer contains a hash, a secret, the JWT key, a stack trace or SQL', () => {
    expect(jwtSecrets.length).toBeGreaterThan(0);
    const forbidden: [string, (text: string) => boolean][] = [
      ['password hash', (x) => x.includes('$argon2')],
      ['Mercado Pago token', (x) => x.includes(MP_SECRET) || x.includes(MP_SECRET.slice(0, -4))],
      ['WhatsApp token', (x) => x.includes(WAPP_SECRET) || x.includes(WAPP_SECRET.slice(0, -4))],
      ['JWT key', (x) => jwtSecrets.some((k) => x.includes(k))],
      ['stack trace', (x) => /\bat \S+ \(|\bat [^\s"]*\/[^\s"]*:\d+/.test(x)],
      ['node_modules', (x) => x.includes('node_modules')],
      ['source path', (x) => /\.ts:\d|\/src\/|\/work\//.test(x)],
      [
        'SQL',
        (x) =>
          /\bselect\s|insert into|\bupdate\s+"|delete from|violates|SQLSTATE|syntax error at/i.test(
            x,
          ),
      ],
      [
        'error class',
        (x) =>
          /TypeError|ReferenceError|SyntaxError|DrizzleQueryError|PostgresError|ECONNREFUSED/.test(
            x,
          ),
      ],
    ];
    const leaks: string[] = [];
    for (const r of responses) {
      for (const [what, test] of forbidden) {
        if (test(r.body) || test(r.headers))
          leaks.push(`${r.label} (${r.status}): ${what} — ${r.body.slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
    // and nothing answered 500
    expect(
      responses
        .filter((r) => r.status >= 500 && r.status !== 502 && r.status !== 503)
        .map((r) => `${r.label} ${r.body.slice(0, 200)}`),
    ).toEqual([]);
  });

  it("a deleted client's token is refused (401, errorCode 0)", async () => {
    const gone = await createUser(t, { roles: ['cliente'] });
    expect(
      (await api(t, 'GET', 'obtener-datos-cliente', { ID: gone.user.id }, gone.token)).statusCode,
    ).toBe(200);
    const del = await api(t, 'DELETE', 'eliminar-cliente', { ID: gone.user.id }, admin.token);
    expect(del.statusCode, del.body).toBe(200);
    for (const [m, name, params] of [
      ['GET', 'obtener-datos-cliente', { ID: gone.user.id }],
      ['GET', 'obtener-turnos-cliente', { ID: gone.user.id }],
      [
        'POST',
        'reservar-turno',
        {
          id_cliente: gone.user.id,
          id_peluquero_sucursal: s.pbId,
          id_servicio_de_peluquero_por_sucursal: s.link.id,
          fecha: '2026-12-02',
          hora: '10:00',
        },
      ],
    ] as const) {
      const res = await api(t, m, name, params, gone.token);
      expect([res.statusCode, res.json().success, res.json().data.errorCode], name).toEqual([
        401,
        false,
        0,
      ]);
      expect(res.body).not.toContain('$argon2');
    }
    const v = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: gone.token });
    expect([v.statusCode, v.json().data.errorCode]).toEqual([401, 0]);
  });
});
