import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { SECRET_OPTIONS, isOptionName } from '@turnos/domain';
import { registeredRoutes, type RouteSpec } from '../../src/http/route';
import { declaredKeys } from '../../src/http/scalar-fields';
import { REDACTED, redactUrl } from '../../src/http/log-redaction';
import { createTestApp, logInto, type TestApp } from '../harness';
import { createUser } from '../factories';

/**
 * Issue 28.10: no secret option's value in a log, whichever way it arrives. For EVERY secret
 * option (the ones the server masks) × EVERY way of sending the option's name and value — query,
 * JSON body, form body, name in the body and value in the query and the reverse, a public name in
 * the query overridden by the secret one in the body, repeated parameters, array spellings,
 * other casings, percent-encoded names, the JWT in the query — × EVERY route that writes options
 * (every non-GET route declaring `opcion`), with values full of characters that encode (`&`, `=`,
 * `%`, `+`, spaces, `ñ`): the captured log (level trace) never holds the value, as sent, URL-,
 * form- or JSON-encoded; and the write either saved exactly what the contract resolves (body over
 * query) — the server says so and the row holds it — or was refused with nothing changed. Also
 * when the write fails validation (a masked value, a NUL byte, too long, an array, an object, a
 * bad escape) or fails in the database.
 */

const PUBLIC = 'turnos_nombre_sitio';
const lines: string[] = [];
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({}, undefined, logInto(lines, 'trace'));
  admin = await createUser(t, { roles: ['peluadmin'] });
}, 120_000);
afterAll(() => t?.close());

/** Every route that writes an option: a non-GET route whose declared params include `opcion`. */
const optionWriters = () =>
  registeredRoutes.flatMap((r: RouteSpec) =>
    (typeof r.method === 'string' ? [r.method] : [...r.method])
      .filter((m) => m !== 'GET' && declaredKeys(r.params).includes('opcion'))
      .map((method) => ({ r, method })),
  );

/** Every way a value could be written down in a log line. */
function spellings(secret: string): string[] {
  return [
    ...new Set([
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ x: secret }).toString().slice(2),
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(encodeURIComponent(secret)),
      escape(secret),
    ]),
  ];
}

const q = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
const JSON_TYPE = 'application/json';
const FORM = 'application/x-www-form-urlencoded';

/** What the contract resolves: `saved` (that option holds the value), or `refused`; `either`
 * where the contract leaves the spelling open (then: saved exactly so, or nothing changed). */
type Outcome = { saved: string } | 'refused' | { either: string };
interface Shape {
  what: string;
  build(
    opcion: string,
    valor: string,
    jwt: string,
  ): { query?: string; type?: string; payload?: string; outcome: Outcome; viaQueryJwt?: boolean };
}

const SHAPES: Shape[] = [
  {
    what: 'query',
    build: (o, v) => ({
      query: q([
        ['opcion', o],
        ['valor', v],
      ]),
      outcome: { saved: o },
    }),
  },
  {
    what: 'JSON body',
    build: (o, v) => ({
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: o, valor: v }),
      outcome: { saved: o },
    }),
  },
  {
    what: 'form body',
    build: (o, v) => ({
      type: FORM,
      payload: q([
        ['opcion', o],
        ['valor', v],
      ]),
      outcome: { saved: o },
    }),
  },
  {
    what: 'name in a JSON body, value in the query',
    build: (o, v) => ({
      query: q([['valor', v]]),
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: o }),
      outcome: { saved: o },
    }),
  },
  {
    what: 'name in a form body, value in the query',
    build: (o, v) => ({
      query: q([['valor', v]]),
      type: FORM,
      payload: q([['opcion', o]]),
      outcome: { saved: o },
    }),
  },
  {
    what: 'name in the query, value in a JSON body',
    build: (o, v) => ({
      query: q([['opcion', o]]),
      type: JSON_TYPE,
      payload: JSON.stringify({ valor: v }),
      outcome: { saved: o },
    }),
  },
  {
    what: 'name in the query, value in a form body',
    build: (o, v) => ({
      query: q([['opcion', o]]),
      type: FORM,
      payload: q([['valor', v]]),
      outcome: { saved: o },
    }),
  },
  {
    what: 'a public name in the query, the secret one in a JSON body, the value in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', PUBLIC],
        ['valor', v],
      ]),
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: o }),
      outcome: { saved: o },
    }),
  },
  {
    what: 'a public name in the query, the secret one in a form body, the value in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', PUBLIC],
        ['valor', v],
      ]),
      type: FORM,
      payload: q([['opcion', o]]),
      outcome: { saved: o },
    }),
  },
  {
    what: 'the secret name in the query, a public one in the body, the value in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', o],
        ['valor', v],
      ]),
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: PUBLIC }),
      outcome: { saved: PUBLIC },
    }),
  },
  {
    what: 'a public value in the query, the secret value in the body',
    build: (o, v) => ({
      query: q([
        ['opcion', PUBLIC],
        ['valor', 'Estudio Público'],
      ]),
      type: FORM,
      payload: q([
        ['opcion', o],
        ['valor', v],
      ]),
      outcome: { saved: o },
    }),
  },
  {
    what: '`Opcion` (public) before `opcion` (secret) in the query',
    build: (o, v) => ({
      query: q([
        ['Opcion', PUBLIC],
        ['opcion', o],
        ['valor', v],
      ]),
      outcome: { saved: o },
    }),
  },
  {
    what: '`OPCION` and `VALOR` (the server reads lowercase names only)',
    build: (o, v) => ({
      query: q([
        ['OPCION', o],
        ['VALOR', v],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: '`opcion` secret and `Valor` in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', o],
        ['Valor', v],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: 'a public `opcion` and a secret one in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', PUBLIC],
        ['opcion', o],
        ['valor', v],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: 'the secret `opcion` and a public one in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', o],
        ['opcion', PUBLIC],
        ['valor', v],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: 'a repeated `valor` in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', o],
        ['valor', 'x'],
        ['valor', v],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: 'a repeated `valor` in a form body',
    build: (o, v) => ({
      type: FORM,
      payload: q([
        ['opcion', o],
        ['valor', v],
        ['valor', v],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: '`valor[]` in the query',
    build: (o, v) => ({
      query: q([
        ['opcion', o],
        ['valor[]', v],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: '`valor[0]` with a public `opcion` and the secret one in the body',
    build: (o, v) => ({
      query: q([
        ['opcion', PUBLIC],
        ['valor[0]', v],
      ]),
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: o }),
      outcome: 'refused',
    }),
  },
  {
    what: 'an array `valor` in JSON',
    build: (o, v) => ({
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: o, valor: [v] }),
      outcome: 'refused',
    }),
  },
  {
    what: 'an object `valor` in JSON',
    build: (o, v) => ({
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: o, valor: { x: v } }),
      outcome: 'refused',
    }),
  },
  {
    what: 'an array `opcion` in JSON, the value in the query',
    build: (o, v) => ({
      query: q([['valor', v]]),
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: [o] }),
      outcome: 'refused',
    }),
  },
  {
    what: 'percent-encoded names in the query',
    build: (o, v) => ({
      query: `%6Fpcion=${encodeURIComponent(o)}&v%61lor=${encodeURIComponent(v)}`,
      outcome: { either: o },
    }),
  },
  {
    what: 'the JWT in the query, the value in the query',
    build: (o, v, jwt) => ({
      query: q([
        ['opcion', o],
        ['valor', v],
        ['JWT', jwt],
      ]),
      outcome: { saved: o },
      viaQueryJwt: true,
    }),
  },
  // the write fails validation: nothing saved, nothing logged
  {
    what: 'a masked-looking value (refused)',
    build: (o, v) => ({
      query: q([
        ['opcion', PUBLIC],
        ['valor', `••••${v}`],
      ]),
      type: JSON_TYPE,
      payload: JSON.stringify({ opcion: o }),
      outcome: 'refused',
    }),
  },
  {
    what: 'a NUL byte in the value (refused)',
    build: (o, v) => ({
      query: q([
        ['opcion', o],
        ['valor', `${v}\u0000`],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: 'a value over 20,000 characters (refused)',
    build: (o, v) => ({
      type: FORM,
      payload: q([
        ['opcion', o],
        ['valor', `${v}${'x'.repeat(20_001)}`],
      ]),
      outcome: 'refused',
    }),
  },
  {
    what: 'a bad escape after the value (refused before routing)',
    build: (o, v) => ({
      query: `${q([
        ['opcion', o],
        ['valor', v],
      ])}%ZZ`,
      outcome: 'refused',
    }),
  },
];

async function optionRows(): Promise<Record<string, string>> {
  const res = (await t.db.execute(
    sql`select name, value from options order by name`,
  )) as unknown as {
    rows: { name: string; value: string }[];
  };
  return Object.fromEntries(res.rows.map((r) => [r.name, r.value]));
}

/** A value that is long, unique, and full of characters that encode differently everywhere. */
let seq = 0;
const secretValue = fc
  .string({
    unit: fc.constantFrom(
      'a',
      'Z',
      '7',
      '&',
      '=',
      '%',
      '+',
      ' ',
      'ñ',
      '/',
      '?',
      '#',
      '"',
      "'",
      '\\',
      '.',
      '-',
    ),
    minLength: 4,
    maxLength: 24,
  })
  .map((tail) => `Sk${(seq += 1)}q${tail}`);

function leaks(value: string): string[] {
  const text = lines.join('');
  const found: string[] = [];
  for (const form of spellings(value)) {
    const at = text.indexOf(form);
    if (at >= 0)
      found.push(`${form.slice(0, 40)} in …${text.slice(Math.max(0, at - 160), at + 40)}…`);
  }
  return found;
}

describe('secret option values never reach the log', () => {
  it('knows the option-writing routes and the secret options (the server masks them)', async () => {
    expect(optionWriters().length).toBeGreaterThanOrEqual(1);
    expect(SECRET_OPTIONS.length).toBeGreaterThanOrEqual(2);
    for (const o of SECRET_OPTIONS) {
      expect(isOptionName(o)).toBe(true);
      const set = await t.call({
        method: 'POST',
        url: '/wp-json/turnos/v1/actualizar-opcion',
        token: admin.token,
        payload: { opcion: o, valor: 'abcdefgh-1234' },
      });
      expect(set.statusCode, set.body).toBe(200);
      const got = await t.call({
        method: 'GET',
        url: `/wp-json/turnos/v1/obtener-opcion?opcion=${o}`,
        token: admin.token,
      });
      expect((got.json() as { data: string }).data, o).toBe('•••••••••1234');
    }
  });

  it('every secret option × every way of sending it × every option-writing route: not logged; saved as resolved or refused with nothing changed', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { r, method } of optionWriters()) {
      for (const opcion of SECRET_OPTIONS) {
        for (const shape of SHAPES) {
          let first: string | undefined;
          await fc
            .assert(
              fc.asyncProperty(secretValue, async (valor) => {
                try {
                  const label = `${method} ${r.path} ${opcion}: ${shape.what} (${JSON.stringify(valor)})`;
                  const sent = shape.build(opcion, valor, admin.token);
                  const before = await optionRows();
                  const res = await t.app.inject({
                    method: method as 'POST',
                    url: sent.query ? `${r.path}?${sent.query}` : r.path,
                    headers: {
                      ...(sent.viaQueryJwt ? {} : { authorization: `Bearer ${admin.token}` }),
                      ...(sent.type ? { 'content-type': sent.type } : {}),
                    },
                    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
                  });
                  checked += 1;
                  const after = await optionRows();
                  const found = leaks(valor);
                  expect(found, `${label} logged: ${found.join(' | ')}`).toEqual([]);
                  const target =
                    sent.outcome === 'refused'
                      ? undefined
                      : 'saved' in sent.outcome
                        ? sent.outcome.saved
                        : sent.outcome.either;
                  const mayRefuse = sent.outcome === 'refused' || 'either' in sent.outcome;
                  if (res.statusCode === 200 && target !== undefined) {
                    expect(res.json(), label).toEqual({
                      success: true,
                      data: { message: 'Cambios guardados con éxito.' },
                    });
                    expect(after, label).toEqual({ ...before, [target]: valor });
                  } else {
                    expect(
                      mayRefuse,
                      `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`,
                    ).toBe(true);
                    expect(res.statusCode, `${label} → ${res.body.slice(0, 200)}`).toBe(400);
                    expect(after, `${label} changed options`).toEqual(before);
                  }
                } catch (err) {
                  // the first failing value, readable (fast-check's report shows only the input)
                  first ??= String((err as Error).message).slice(0, 800);
                  throw err;
                }
              }),
              { numRuns: 3, seed: 28_10 + checked },
            )
            .catch(() => failures.push(first ?? `${opcion}: ${shape.what} failed`));
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(SECRET_OPTIONS.length * SHAPES.length * 3);
    // the log was written (the test cannot pass by logging nothing)
    const text = lines.join('');
    expect(text).toContain('"msg":"incoming request"');
    expect(text).toContain(`valor=${REDACTED}`);
  }, 600_000);

  it('a write of a secret that fails in the database (mixed placement): a 500, and the value is not in its error log', async () => {
    const valor = 'APP_USR-db-fails-28-10 &=%+';
    await t.db.execute(
      sql.raw(
        `alter table options add constraint t2810_refuse check (value <> '${valor.replace(/'/g, "''")}')`,
      ),
    );
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/wp-json/turnos/v1/actualizar-opcion?${q([
          ['opcion', PUBLIC],
          ['valor', valor],
        ])}`,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': JSON_TYPE },
        payload: JSON.stringify({ opcion: SECRET_OPTIONS[0] }),
      });
      expect(res.statusCode, res.body).toBe(500);
      expect(lines.join('')).toContain('"msg":"unexpected error"');
      expect(leaks(valor)).toEqual([]);
    } finally {
      await t.db.execute(sql.raw('alter table options drop constraint t2810_refuse'));
    }
  });
});

describe('redactUrl by the option the server resolves', () => {
  const names = ['opcion', 'Opcion', 'OPCION', 'opcion[]', '%6Fpcion'];
  const valorNames = ['valor', 'VALOR', 'Valor', 'valor[]', 'valor[0]', 'v%61lor'];
  const options = [PUBLIC, ...SECRET_OPTIONS, 'turnos_mp_public_key', 'no_such_option', ''];

  it('shows `valor` only when no body may follow and exactly one `opcion` names a non-secret option', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...options)), {
          maxLength: 3,
        }),
        fc.constantFrom(...valorNames),
        fc.boolean(),
        fc.boolean(),
        (opciones, valorName, bodyMayFollow, valorFirst) => {
          const value = 'Zq9-visible-or-not';
          const pairs = opciones.map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
          const valorPair = `${valorName}=${value}`;
          const url = `/x?${(valorFirst ? [valorPair, ...pairs] : [...pairs, valorPair]).join('&')}`;
          const shown = redactUrl(url, { bodyMayFollow }).includes(value);
          // the server reads the key spelled `opcion` exactly (after percent-decoding)
          const exact = opciones.filter(([k]) => k === 'opcion' || k === '%6Fpcion');
          const publicResolved = !bodyMayFollow && exact.length === 1 && exact[0]?.[1] === PUBLIC;
          if (!publicResolved) expect(shown, url).toBe(false);
          else if (valorName === 'valor' || valorName === 'v%61lor') expect(shown, url).toBe(true);
        },
      ),
      { numRuns: 400, seed: 28_100 },
    );
  });
});
