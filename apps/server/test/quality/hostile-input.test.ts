import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '@turnos/domain';
import { registeredRoutes, type RouteSpec } from '../../src/http/route';
import { createTestApp, type TestApp } from '../harness';
import { createUser } from '../factories';
import { createStudio } from '../booking-factories';
import { expectErrorEnvelope, tableState } from './quality-kit';
import {
  DATE_SPELLINGS,
  EMPTY_LIST_OK,
  JSON_BAD_NUMBERS,
  baselineOf,
  declaredKeys,
  deepJson,
  hostileDate,
  kindOf,
  nonCanonical,
  numberSpellings,
  structuredValues,
} from './hostile-kit';

/**
 * Issue 14 §3: hostile input never gets a 500 nor Fastify's own error shape. Generated over
 * EVERY registered route and method × every hostile spelling:
 *
 * - per declared field, the rest of the request valid (checked against the route's schema):
 *   integers spelled any other way than plain decimal digits ('12abc', '1e3', ' 12', '0x10',
 *   '12.0', '', '+12', '012', beyond 2^31 or 2^53, negative ids) and random non-canonical strings
 *   (fast-check); dates out of range (year 0000, 9999, < 2000, > 2099), impossible (month 13,
 *   2026-02-30) or not yyyy-MM-dd, fixed and random; arrays and objects where a value belongs
 *   (JSON, and `?f=1&f=2`); a 20,000-level value — in the query, the JSON body or a form body;
 *   each must answer 400 with errorCode 1003 and a Spanish message;
 * - per route: bad percent-encoding and invalid UTF-8 in the path and the query, a 20,000-level
 *   JSON body (objects and arrays), a 20,000-level form key, invalid UTF-8 bytes in a JSON or
 *   form body, JSON sent as text/plain or XML, an empty JSON body: 4xx in the contract envelope;
 * - the web app's pages and /healthz, GET and HEAD, with bad encodings: 400.
 *
 * And nothing is written (every table's rows and contents; the attempt counters excepted, see
 * quality-kit.ts).
 */

const NUM_RUNS = 8;
const SEED = 14_2026;

let t: TestApp;
let dist: string;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-hostile-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Turnos</title>');
  t = await createTestApp({ WEB_DIST: dist });
  tokens.peluadmin = (await createUser(t, { roles: ['peluadmin'] })).token;
  tokens.peluquero = (await createUser(t, { roles: ['peluquero'] })).token;
  tokens.cliente = (await createUser(t, { roles: ['cliente'] })).token;
  // real rows behind small ids, so that an id read as another number would find something
  await createStudio(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const methodsOf = (r: RouteSpec) => (typeof r.method === 'string' ? [r.method] : [...r.method]);
const cases = () => registeredRoutes.flatMap((r) => methodsOf(r).map((method) => ({ r, method })));

/** An allowed caller; public routes are called without a token (revoke would revoke it). */
function tokenFor(r: RouteSpec): string | undefined {
  if (r.roles === 'public') return undefined;
  const roles = r.roles as readonly Role[];
  return tokens[roles.includes('peluadmin') ? 'peluadmin' : (roles[0] as Role)];
}

type Placement = 'query' | 'json' | 'form';
const placementsFor = (method: string): Placement[] =>
  method === 'GET' ? ['query'] : ['query', 'json', 'form'];

/** `fields` as a query string or form body; arrays become repeated keys. */
function encodeForm(fields: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v))
      for (const x of v) out.append(k, typeof x === 'string' ? x : JSON.stringify(x));
    else out.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return out.toString();
}

async function send(
  r: RouteSpec,
  method: string,
  fields: Record<string, unknown>,
  placement: Placement,
) {
  const token = tokenFor(r);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (placement === 'query') {
    const qs = encodeForm(fields);
    return t.app.inject({
      method: method as 'GET',
      url: `${r.path}${qs ? `?${qs}` : ''}`,
      headers,
    });
  }
  const json = placement === 'json';
  return t.app.inject({
    method: method as 'POST',
    url: r.path,
    headers: {
      ...headers,
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: json ? JSON.stringify(fields) : encodeForm(fields),
  });
}

const show = (v: unknown) => JSON.stringify(v)?.slice(0, 120);

/** 400, errorCode 1003, Spanish envelope. */
function expectInvalid(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(400);
  expect(expectErrorEnvelope(res, label).data.errorCode, label).toBe(1003);
}

/** < 500; when 4xx (or required), the envelope. */
function expectRefusedOrHarmless(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
  mustRefuse: boolean,
) {
  expect(res.statusCode, `${label} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (mustRefuse)
    expect(res.statusCode, `${label} → ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  if (res.statusCode >= 400) expectErrorEnvelope(res, label);
}

const seedOf = (label: string) =>
  [...label].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

/** Runs `check` for every route and method; failures are collected, then reported together. */
async function everyRoute(check: (r: RouteSpec, method: string, label: string) => Promise<void>) {
  const failures: string[] = [];
  for (const { r, method } of cases()) {
    const label = `${method} ${r.path}`;
    const before = await tableState(t);
    try {
      await check(r, method, label);
      expect(await tableState(t), `${label} wrote something`).toEqual(before);
    } catch (err) {
      failures.push(String((err as Error).message ?? err).slice(0, 600));
    }
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
}

describe('hostile input, generated for every registered route', () => {
  it('knows the routes', () => {
    expect(cases().length).toBeGreaterThan(60);
  });

  it('integers spelled any other way, in any field and placement: 400 (1003), nothing written', async () => {
    let sent = 0;
    await everyRoute(async (r, method, label) => {
      const base = baselineOf(r);
      for (const key of Object.keys(base)) {
        const kind = kindOf(r, key);
        if (kind !== 'id' && kind !== 'int') continue;
        const valid = base[key] ?? '';
        for (const placement of placementsFor(method)) {
          const wire: unknown[] = [
            ...numberSpellings(valid),
            ...(placement === 'json' ? JSON_BAD_NUMBERS : []),
          ];
          for (const bad of wire) {
            const res = await send(r, method, { ...base, [key]: bad }, placement);
            sent += 1;
            expectInvalid(res, `${label} ${key}=${show(bad)} (${placement})`);
          }
          await fc.assert(
            fc.asyncProperty(nonCanonical(kind), async (bad) => {
              const res = await send(r, method, { ...base, [key]: bad }, placement);
              sent += 1;
              expectInvalid(res, `${label} ${key}=${show(bad)} (${placement})`);
            }),
            { numRuns: NUM_RUNS, seed: seedOf(`${label}${key}${placement}`), endOnFailure: true },
          );
        }
      }
    });
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('dates out of range, impossible or misspelled, in every date field: 400 (1003), nothing written', async () => {
    let sent = 0;
    await everyRoute(async (r, method, label) => {
      const base = baselineOf(r);
      for (const key of Object.keys(base)) {
        if (kindOf(r, key) !== 'date') continue;
        for (const placement of placementsFor(method)) {
          for (const bad of DATE_SPELLINGS) {
            const res = await send(r, method, { ...base, [key]: bad }, placement);
            sent += 1;
            expectInvalid(res, `${label} ${key}=${show(bad)} (${placement})`);
          }
          await fc.assert(
            fc.asyncProperty(hostileDate, async (bad) => {
              const res = await send(r, method, { ...base, [key]: bad }, placement);
              sent += 1;
              expectInvalid(res, `${label} ${key}=${show(bad)} (${placement})`);
            }),
            { numRuns: NUM_RUNS, seed: seedOf(`${label}${key}${placement}`), endOnFailure: true },
          );
        }
      }
    });
    expect(sent).toBeGreaterThan(300);
  }, 600_000);

  it('arrays, objects and 20,000-level values where one value belongs: 400 (1003), nothing written', async () => {
    await everyRoute(async (r, method, label) => {
      const base = baselineOf(r);
      for (const key of declaredKeys(r.params)) {
        const valid = base[key] ?? '';
        for (const placement of placementsFor(method)) {
          // a query or form carries only repeated keys; JSON carries anything
          const values =
            placement === 'json'
              ? structuredValues(valid)
              : [
                  [valid, valid],
                  [valid, ''],
                ];
          for (const bad of values) {
            if (Array.isArray(bad) && bad.length === 0 && EMPTY_LIST_OK.has(key)) continue;
            const res = await send(r, method, { ...base, [key]: bad }, placement);
            expectInvalid(res, `${label} ${key}=${show(bad)} (${placement})`);
          }
        }
        if (method === 'GET') continue;
        for (const deep of [deepJson(20_000), deepJson(20_000, '[', ']')]) {
          const payload = `${JSON.stringify({ ...base, [key]: 0 }).slice(0, -1)},${JSON.stringify(key)}:${deep}}`;
          const token = tokenFor(r);
          const res = await t.app.inject({
            method: method as 'POST',
            url: r.path,
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload,
          });
          expectInvalid(res, `${label} ${key}=<20,000 levels ${deep.slice(0, 5)}…>`);
        }
      }
    });
  }, 600_000);

  it('bad percent-encoding and invalid UTF-8 in the path or the query: 400 (1003), nothing written', async () => {
    const pathTails = ['%E0%A4%A', '%ZZ', '%', '%C0%80', '/%FF', '%ED%A0%80'];
    await everyRoute(async (r, method, label) => {
      const field = declaredKeys(r.params)[0] ?? 'fecha';
      const queries = [
        `${field}=%ZZ`,
        `${field}=%E0%A4%A`,
        `${field}=%C0%80`,
        `${field}=%FF`,
        `${field}=%ED%A0%80`,
        `${field}=%`,
        `%ZZ=1`,
        `${field}=1&%E0=2`,
      ];
      const token = tokenFor(r);
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      for (const url of [
        ...pathTails.map((tail) => `${r.path}${tail}`),
        ...queries.map((q) => `${r.path}?${q}`),
      ]) {
        const res = await t.app.inject({ method: method as 'GET', url, headers });
        expectInvalid(res, `${label} ${url}`);
      }
    });
  }, 600_000);

  it('deep, mis-typed, mis-encoded and empty bodies: 4xx in the envelope, nothing written', async () => {
    await everyRoute(async (r, method, label) => {
      if (method === 'GET') return;
      const token = tokenFor(r);
      const auth = token ? { authorization: `Bearer ${token}` } : {};
      const base = baselineOf(r);
      const first = Object.keys(base)[0] ?? 'nombre';
      const needsParams = declaredKeys(r.params).length > 0 && !r.params.safeParse({}).success;
      const post = (type: string, payload: string | Buffer) =>
        t.app.inject({
          method: method as 'POST',
          url: r.path,
          headers: { ...auth, 'content-type': type },
          payload,
        });
      const json = 'application/json';
      const form = 'application/x-www-form-urlencoded';
      // always refused: unreadable or unsupported bodies
      for (const [what, type, payload] of [
        ['20,000-level JSON object', json, deepJson(20_000)],
        ['20,000-level JSON array', json, deepJson(20_000, '[', ']', '')],
        ['invalid UTF-8 in JSON', json, Buffer.from(`{"${first}":"a\xffb"}`, 'latin1')],
        ['invalid UTF-8 in a JSON key', json, Buffer.from(`{"\xfe${first}":"1"}`, 'latin1')],
        ['bad percent-encoding in a form', form, `${first}=%ZZ`],
        ['invalid UTF-8 in a form', form, `${first}=%C0%80`],
        ['raw invalid UTF-8 in a form', form, Buffer.from(`${first}=a\xffb`, 'latin1')],
        ['JSON as text/plain', 'text/plain', JSON.stringify(base)],
        ['JSON as XML', 'application/xml', JSON.stringify(base)],
        ['JSON with a made-up type', 'application/x-turnos', JSON.stringify(base)],
        ['empty JSON body', json, ''],
      ] as const) {
        expectInvalid(await post(type, payload), `${label}: ${what}`);
      }
      // harmless where nothing is required, refused where something is
      for (const [what, type, payload] of [
        ['20,000-level form key', form, `a${'[a]'.repeat(20_000)}=1`],
        ['JSON sent as a form', form, JSON.stringify(base)],
      ] as const) {
        expectRefusedOrHarmless(await post(type, payload), `${label}: ${what}`, needsParams);
      }
    });
  }, 600_000);
});

describe('the web app and /healthz with bad encodings', () => {
  const urls = [
    '/%E0%A4%A',
    '/login%ZZ',
    '/login?x=%ZZ',
    '/login?x=%C0%80',
    '/?redirect=%E0%A4%A',
    '/assets/%FF.js',
    '/healthz?x=%ZZ',
    '/healthz%E0%A4%A',
    '/healthz?x=%ED%A0%80',
    '/cliente/%',
  ];
  it.each(urls)('GET and HEAD %s: 400 in the envelope', async (url) => {
    const get = await t.app.inject({ method: 'GET', url });
    expectInvalid(get, `GET ${url}`);
    expect(get.headers['x-request-id'], url).toBeTruthy();
    expect(get.headers['content-security-policy'], url).toContain("default-src 'self'");
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode, `HEAD ${url}`).toBe(400);
    expect(head.body, `HEAD ${url}`).toBe('');
  });

  it('the same pages with good encodings still answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/login?x=%C3%B1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz?x=a%20b' })).json()).toEqual({
      ok: true,
    });
  });
});
