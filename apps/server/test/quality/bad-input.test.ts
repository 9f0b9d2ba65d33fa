import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { OPTION_NAMES, type Role } from '@turnos/domain';
import { registeredRoutes, type RouteSpec } from '../../src/http/route';
import { registerInput } from '../../src/modules/accounts/registration.service';
import { createTestApp, type TestApp } from '../harness';
import { createUser } from '../factories';
import { createAppointment } from '../catalog-factories';
import { createStudio } from '../booking-factories';
import { expectErrorEnvelope, rowCounts, tableState } from './quality-kit';
import { declaredKeys } from '../../src/http/scalar-fields';

/**
 * Proof of quality, item 1: generated bad input against EVERY registered route and method.
 *
 * For each route the parameter names are read from its declared zod schema (plus, for the few
 * routes that read their fields in the service, the names listed in EXTRA_FIELDS). Each sample
 * gives every field one of: nothing, a plausible value, or a bad one (wrong type, huge, unicode
 * with NUL and lone surrogates, SQL/HTML injection, impossible dates and times, extreme
 * numbers), sent in the query string, the JSON body or split between both.
 *
 * Invalid-only input on routes that write: for every method but GET, a sample is used only when
 * the route's own declaration refuses it (`spec.params.safeParse` fails on exactly what the
 * server will see, or a string carries a NUL byte, which the server refuses for every route);
 * for registration, whose fields are checked in the service, the same with `registerInput`.
 * Samples that happen to be valid are discarded (`fc.pre`), so a valid `crear-sucursal` can
 * never create a branch. GET routes also get the valid-but-hostile samples (e.g. a name search
 * for `' OR 1=1 --`): those must answer < 500 and read only.
 *
 * Every answer: 4xx when the input is invalid (never 5xx), in the contract envelope, with a
 * Spanish message; and no table changes (row count and contents digest; `rate_limit_counters`
 * excluded, see quality-kit.ts). Deterministic: a fixed seed per route.
 */

const NUM_RUNS = 12;
const SEED = 20261123;

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.peluadmin = (await createUser(t, { roles: ['peluadmin'] })).token;
  tokens.peluquero = (await createUser(t, { roles: ['peluquero'] })).token;
  tokens.cliente = (await createUser(t, { roles: ['cliente'] })).token;
  // real rows behind ids 1, 2, 3... so that hostile-but-valid reads do reach the queries
  const s = await createStudio(t);
  await createAppointment(t, {
    link: s.pro.link,
    clientId: s.client.user.id,
    service: s.service,
    professionalServiceId: s.link.id,
    fecha: '2026-12-01',
    hora: '10:00',
  });
}, 120_000);
afterAll(() => t?.close());

// ---------- which fields a route reads ----------

/** Routes whose fields are read outside the zod schema (looseObject + service-side checks). */
const EXTRA_FIELDS: Record<string, string[]> = {
  '/wp-json/simple-jwt-login/v1/users': ['email', 'password', 'display_name', 'user_meta'],
  '/wp-json/turnos/v1/mp-webhook': ['type', 'data', 'data.id', 'topic'],
  '/wp-json/turnos/v1/subir-logo': ['file'],
  '/wp-json/turnos/v1/wapp-webhook': ['event', 'instance', 'data', 'data.key', 'data.message'],
};
/** Fields of a route's schema that accept any value by design (`z.coerce.string()`). */
const fieldsOf = (r: RouteSpec) => [
  ...new Set([...declaredKeys(r.params), ...(EXTRA_FIELDS[r.path] ?? [])]),
];

// ---------- generators ----------

const HUGE = /^@@HUGE:(\d+):(.+)@@$/s;
/** Huge strings travel as a marker (so fast-check prints them short) and are expanded on send. */
const huge = fc
  .tuple(
    fc.integer({ min: 10_000, max: 100_000 }),
    fc.constantFrom('a', 'ñ', '💇‍♀️', '\u0000', "'", '<', '9'),
  )
  .map(([n, c]) => `@@HUGE:${n}:${c}@@`);
const expand = (v: unknown): unknown => {
  if (typeof v === 'string') {
    const m = HUGE.exec(v);
    return m ? (m[2] ?? 'a').repeat(Math.ceil(Number(m[1]) / (m[2] ?? 'a').length)) : v;
  }
  if (Array.isArray(v)) return v.map(expand);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x)]));
  return v;
};

const BAD_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  "1' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%00',
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '\u0000',
  'a\u0000b',
  '1\u0000',
  '\ud800',
  'x\udfffy',
  '💇‍♀️✂️',
  '\u202eevil',
  'مرحبا',
  'שלום',
  '\uFEFF1',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '99999-01-01',
  '2026-1-1',
  '01/12/2026',
  '2026-12-01T10:00:00Z',
  '24:00',
  '99:99',
  '10:60',
  '7:5',
  '10:00:00',
  '-1',
  '0',
  '1.5',
  '1e308',
  '-1e308',
  '9007199254740992',
  '2147483648',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
  'null',
  'undefined',
  'true',
  '[object Object]',
];
const BAD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  [],
  ['1', '2'],
  [1],
  [[]],
  {},
  { $gt: '' },
  { id: 1 },
  { toString: 'x' },
  JSON.parse('{"__proto__": {"admin": true}}') as unknown,
];

const bad = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...BAD_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...BAD_VALUES) },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom(...BAD_STRINGS), { minLength: 1, maxLength: 3 }),
  },
);

const optionNames = OPTION_NAMES as readonly string[];

/** A value that would pass for this field on its own, so that other fields' checks run too. */
function plausible(key: string): fc.Arbitrary<unknown> {
  const c = (...v: unknown[]) => fc.constantFrom(...v);
  if (/^(id|ID)$|^id_|_id$/.test(key)) return c('1', '2', '3', 2);
  if (/^fecha/.test(key)) return c('2026-12-01', '2026-11-30');
  if (/^hora/.test(key) && !/^horas_/.test(key)) return c('10:00', '16:30');
  if (/^(activo|segundo_turno|esSobreturno|permite_gap_entre_turnos)$/.test(key))
    return c('1', '0');
  if (/email/.test(key)) return c('cliente@example.com');
  if (/password/.test(key)) return c('Secreta123');
  if (/^(nombre|display_name|nombre_cliente|funcion)$/.test(key)) return c('Nombre Completo');
  if (key === 'direccion' || key === 'descripcion' || key === 'razon') return c('Calle 123');
  if (key === 'celular') return c('5492971234567');
  if (key === 'precio') return c('1500,50', 1500);
  if (key === 'duracion') return c('2');
  if (key === 'ocupacion') return c('11');
  if (key === 'dia_semana') return c('0');
  if (key === 'tiempo_turno') return c('30');
  if (key === 'grilla_turnos' || key === 'gap_entre_turnos') return c('15');
  if (key === 'dias_agenda_abierta') return c('7');
  if (key === 'tipo_de_cobro_de_reserva') return c('0', '2');
  if (key === 'valor_de_cobro_de_reserva') return c('10');
  if (/^horas_/.test(key) || key === 'valor') return c('6', '0');
  if (key === 'opcion') return c(...optionNames.slice(0, 8));
  if (key === 'key_field') return c('nombre', 'celular');
  if (key === 'campo') return c('horas_reprogramar_turno');
  if (key === 'cantidad') return c('10');
  if (key === 'estado') return c('pendiente');
  if (key === 'user_meta') return c({ nombre: 'Nombre Completo', celular: '5492971234567' });
  return c('texto');
}

type Placement = 'query' | 'body' | 'split';
interface Sample {
  fields: Record<string, unknown>;
  placement: Placement;
  /** fields sent in the query when split */
  inQuery: string[];
  ip: number;
}

function sampleFor(r: RouteSpec, method: string): fc.Arbitrary<Sample> {
  const keys = fieldsOf(r);
  const noise = ['reserva_paga', 'rol_admin', 'roles', 'JWT', 'x'];
  const entry = (k: string) =>
    fc.option(fc.oneof({ weight: 1, arbitrary: plausible(k) }, { weight: 2, arbitrary: bad }), {
      nil: undefined,
      freq: 4,
    });
  const record = fc.record(Object.fromEntries([...keys, ...noise].map((k) => [k, entry(k)])), {
    requiredKeys: [],
  });
  // registration: the e-mail is always a bad one (its rules live in the service)
  const forced = r.path.endsWith('/v1/users')
    ? record.chain((f) => bad.map((email) => ({ ...f, email })))
    : record;
  return fc.record({
    fields: forced as fc.Arbitrary<Record<string, unknown>>,
    placement:
      method === 'GET'
        ? fc.constant<Placement>('query')
        : fc.constantFrom<Placement>('query', 'body', 'split'),
    inQuery: fc.subarray([...keys, ...noise]),
    ip: fc.integer({ min: 1, max: 250 }),
  });
}

// ---------- what the server sees ----------

/** Query values as a form would send them: strings, repeated keys for arrays. */
const toQueryValue = (v: unknown): string | string[] =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
    : typeof v === 'string'
      ? v
      : v !== null && typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

function wireOf(s: Sample) {
  const query: Record<string, string | string[]> = {};
  const body: Record<string, unknown> = {};
  for (const [k, raw] of Object.entries(s.fields)) {
    if (raw === undefined) continue;
    const v = expand(raw);
    const toQuery = s.placement === 'query' || (s.placement === 'split' && s.inQuery.includes(k));
    if (toQuery) {
      // a query cannot tell `[x]` from `x`, and `[]` is no key at all
      const q = toQueryValue(v);
      if (Array.isArray(q) && q.length === 0) continue;
      query[k] = Array.isArray(q) && q.length === 1 ? (q[0] as string) : q;
    } else body[k] = v;
  }
  // exactly what JSON carries (NaN → null, -0 → 0, __proto__ as an own key)
  const bodyText = JSON.stringify(body);
  const seen = { ...query, ...(JSON.parse(bodyText) as Record<string, unknown>) };
  return { query, body, bodyText, hasBody: Object.keys(body).length > 0, seen };
}

const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : Array.isArray(v)
      ? v.some(hasNul)
      : v !== null && typeof v === 'object'
        ? Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x))
        : false;

function userMetaOf(p: Record<string, unknown>) {
  const m = p.user_meta;
  if (m && typeof m === 'object') return m as Record<string, unknown>;
  if (typeof m === 'string') {
    try {
      return JSON.parse(m) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return {};
}

/** Does the route's own declaration refuse this input? (the invalid-only oracle) */
function declaredInvalid(r: RouteSpec, seen: Record<string, unknown>): boolean {
  if (hasNul(seen)) return true;
  if (r.path.endsWith('/v1/users')) {
    const meta = userMetaOf(seen);
    return !registerInput.safeParse({
      email: seen.email,
      password: seen.password,
      nombre: meta.nombre ?? seen.display_name,
      celular: meta.celular,
    }).success;
  }
  return !(r.params as z.ZodType).safeParse(seen).success;
}

// ---------- the routes ----------

const methodsOf = (r: RouteSpec) => (typeof r.method === 'string' ? [r.method] : [...r.method]);

/** Who calls: an admin if allowed, else the first allowed role; visitors too on public routes. */
function callersOf(r: RouteSpec): { who: string; token?: string }[] {
  // revoke with a real token revokes it (a write by design): only a visitor (53) is tried
  if (r.path.endsWith('/auth/revoke')) return [{ who: 'visitante' }];
  if (r.roles === 'public')
    return [{ who: 'visitante' }, { who: 'peluadmin', token: tokens.peluadmin }];
  const roles = r.roles as readonly Role[];
  const role = roles.includes('peluadmin') ? 'peluadmin' : (roles[0] as Role);
  return [{ who: role, token: tokens[role] }];
}

const seedOf = (label: string) =>
  [...label].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

async function send(r: RouteSpec, method: string, s: Sample, token?: string) {
  const w = wireOf(s);
  const res = await t.call({
    method: method as 'GET',
    url: r.path,
    query: w.query,
    token,
    remoteAddress: `10.9.0.${s.ip}`,
    ...(w.hasBody && method !== 'GET'
      ? { payload: w.bodyText, headers: { 'content-type': 'application/json' } }
      : {}),
  });
  return { res, w };
}

const short = (s: Sample) => JSON.stringify(s).slice(0, 400);

describe('bad input, generated for every registered route', () => {
  it('knows the routes', () => {
    expect(registeredRoutes.length).toBeGreaterThan(40);
  });

  const cases = () =>
    registeredRoutes.flatMap((r) => methodsOf(r).map((method) => ({ r, method })));

  it('every route and method answers bad input with a Spanish 4xx envelope and writes nothing', async () => {
    const started = Date.now();
    const ranPerRoute: Record<string, number> = {};
    const failures: string[] = [];
    for (const { r, method } of cases()) {
      const keys = fieldsOf(r);
      for (const caller of callersOf(r)) {
        const label = `${method} ${r.path} as ${caller.who}`;
        // routes that take no parameters: unknown fields are ignored (zod strips them);
        // they must still answer < 500 and write nothing
        const takesParams = keys.length > 0;
        let ran = 0;
        try {
          await fc.assert(
            fc.asyncProperty(sampleFor(r, method), async (s) => {
              const w = wireOf(s);
              const invalid = takesParams && declaredInvalid(r, w.seen);
              // invalid-only on anything but GET (see the header comment)
              if (takesParams && method !== 'GET') fc.pre(invalid);
              ran += 1;
              const before = await tableState(t);
              const { res } = await send(r, method, s, caller.token);
              const where = `${label} ${short(s)}`;
              expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
              if (invalid) {
                expect(
                  res.statusCode,
                  `${where} → ${res.body.slice(0, 300)}`,
                ).toBeGreaterThanOrEqual(400);
              }
              if (res.statusCode >= 400) expectErrorEnvelope(res, where);
              expect(await tableState(t), `${where} wrote something`).toEqual(before);
            }),
            { numRuns: NUM_RUNS, seed: seedOf(label), endOnFailure: true, maxSkipsPerRun: 200 },
          );
        } catch (err) {
          // every route is tried; all failures are reported together below
          failures.push(String((err as Error).cause ?? err).slice(0, 700));
          continue;
        }
        ranPerRoute[label] = ran;
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    // every route × caller really ran its samples
    for (const [label, n] of Object.entries(ranPerRoute))
      expect(n, label).toBeGreaterThanOrEqual(NUM_RUNS);
    console.info(
      `bad input: ${Object.keys(ranPerRoute).length} route×caller properties, ` +
        `${Object.values(ranPerRoute).reduce((a, b) => a + b, 0)} calls in ${Date.now() - started} ms`,
    );
  }, 240_000);

  it('an oversized JSON body (> 1 MB) is a 413 envelope (1010) on several routes, writing nothing', async () => {
    const before = await rowCounts(t);
    const big = 'x'.repeat(1_200_000);
    const targets: [string, string, string | undefined][] = [
      ['POST', '/wp-json/turnos/v1/crear-sucursal', tokens.peluadmin],
      ['POST', '/wp-json/turnos/v1/reservar-turno', tokens.cliente],
      ['POST', '/wp-json/simple-jwt-login/v1/users', undefined],
      ['PUT', '/wp-json/turnos/v1/actualizar-dato-cliente', tokens.peluadmin],
      ['POST', '/wp-json/turnos/v1/actualizar-opcion', tokens.peluadmin],
      ['DELETE', '/wp-json/turnos/v1/eliminar-sucursal', tokens.peluadmin],
    ];
    for (const [method, url, token] of targets) {
      const res = await t.call({
        method: method as 'POST',
        url,
        token,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ nombre: big, direccion: 'Calle 1', id: 1, ID: 1, valor: big }),
      });
      expect(res.statusCode, url).toBe(413);
      expect(expectErrorEnvelope(res, url).data.errorCode).toBe(1010);
    }
    expect(await rowCounts(t)).toEqual(before);
  });
});
