import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import {
  JWT_LOGIN_NS,
  LOGO_MEDIA_TYPES,
  TURNOS_NS,
  endpointMethods,
  endpointPath,
  endpoints,
} from '@turnos/contract';
import { registeredRoutes } from '../src/http/route';
import { createTestApp, type TestApp } from './harness';

/**
 * Contract §6.7 (issue 15): openapi.json describes every route the server registers, each
 * contract entry with its declared `data` schema, and is a valid OpenAPI 3.1 document.
 */
type Response = {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean; schema?: unknown }>;
};
type Operation = {
  description: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { required?: string[] } }> };
  responses: Record<string, Response>;
};
let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation | undefined>> };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call({ method: 'GET', url: '/wp-json/turnos/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(() => t.close());

const schemaOf200 = (path: string, method: string) =>
  JSON.stringify(doc.paths[path]?.[method.toLowerCase()]?.responses['200']);

describe('GET openapi.json', () => {
  it('is public and OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every registered route with each of its methods', () => {
    expect(registeredRoutes.length).toBeGreaterThan(70);
    const missing = registeredRoutes.flatMap((r) =>
      endpointMethods(r)
        .filter((m) => !doc.paths[r.path]?.[m.toLowerCase()])
        .map((m) => `${m} ${r.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists nothing that is not registered', () => {
    const registered = new Set(
      registeredRoutes.flatMap((r) => endpointMethods(r).map((m) => `${m} ${r.path}`)),
    );
    const extra = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((m) => `${m.toUpperCase()} ${path}`)
        .filter((op) => !registered.has(op)),
    );
    expect(extra).toEqual([]);
  });

  it('registers every route from an entry of the contract package', () => {
    const fromPackage = new Set(endpoints);
    const elsewhere = registeredRoutes.filter((r) => !fromPackage.has(r.endpoint));
    expect(elsewhere.map((r) => r.path)).toEqual([]);
  });

  it('lists every endpoint of docs/contract.md §3 and §4 (both namespaces)', () => {
    const text = readFileSync(new URL('../../../docs/contract.md', import.meta.url), 'utf8');
    const section = (from: string, to: string) =>
      text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
    const rows = (markdown: string, namespace: string) =>
      [...markdown.matchAll(/^\| *((?:GET|POST|PUT|DELETE)(?:\/[A-Z]+)*) `([^`]+)`/gm)].flatMap(
        ([, methods = '', name]) =>
          methods.split('/').map((m) => `${m} /wp-json/${namespace}/${name}`),
      );
    const listed = [
      ...rows(section('## 3. ', '## 4. '), JWT_LOGIN_NS),
      ...rows(section('## 4. ', '## 5. '), TURNOS_NS),
    ];
    // the table rows are read (not an empty match): §3 has 8 operations, §4 over 60
    expect(listed.length).toBeGreaterThan(70);
    expect(listed).toContain('GET /wp-json/simple-jwt-login/v1/autologin');
    expect(listed).toContain('POST /wp-json/turnos/v1/mp-webhook');
    const missing = listed.filter((op) => {
      const [method = '', path = ''] = op.split(' ');
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    const inPackage = new Set(
      endpoints.flatMap((e) => endpointMethods(e).map((m) => `${m} ${endpointPath(e)}`)),
    );
    expect(listed.filter((op) => !inPackage.has(op))).toEqual([]);
  });

  it('gives every contract entry its declared success answer, and the error envelope', () => {
    for (const e of endpoints) {
      for (const method of endpointMethods(e)) {
        const op = doc.paths[endpointPath(e)]?.[method.toLowerCase()];
        const label = `${method} ${e.name}`;
        if (e.envelope === 'redirect') {
          expect(op?.responses['302']?.headers?.Location?.schema, label).toBeDefined();
        } else if (e.envelope === 'bytes') {
          expect(Object.keys(op?.responses['200']?.content ?? {}), label).not.toContain(
            'application/json',
          );
        } else {
          expect(schemaOf200(endpointPath(e), method), label).toContain('"schema"');
        }
        expect(op?.responses['4XX']).toBeDefined();
      }
    }
  });

  it('describes the answers that are not JSON as they are sent', () => {
    const op = (method: string, path: string) => doc.paths[path]?.[method];
    const logo = op('get', '/wp-json/turnos/v1/logo');
    expect(Object.keys(logo?.responses['200']?.content ?? {})).toEqual([...LOGO_MEDIA_TYPES]);
    expect(logo?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(['query v']);

    const autologin = op('get', '/wp-json/simple-jwt-login/v1/autologin');
    expect(Object.keys(autologin?.responses ?? {}).sort()).toEqual(['302', '4XX', '5XX']);
    expect(autologin?.responses['302']?.headers?.Location?.required).toBe(true);
    expect(autologin?.parameters?.map((p) => p.name)).toEqual(['redirectUrl']);

    const upload = op('post', '/wp-json/turnos/v1/subir-logo')?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
    expect(upload?.['multipart/form-data']?.schema?.required).toEqual(['file']);
    expect(schemaOf200('/wp-json/turnos/v1/subir-logo', 'POST')).toContain('logo_url');
    expect(schemaOf200('/wp-json/turnos/v1/mp-webhook', 'POST')).toContain('resultado');
  });

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation a success (200, or 302 for a redirect) and an error response', () => {
    const redirects = new Set(
      endpoints.filter((e) => e.envelope === 'redirect').map((e) => endpointPath(e)),
    );
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(Object.keys(item).length, path).toBeGreaterThan(0);
      const success = redirects.has(path) ? '302' : '200';
      for (const op of Object.values(item)) {
        expect(Object.keys(op?.responses ?? {}).sort(), path).toEqual([success, '4XX', '5XX']);
      }
    }
  });
});

describe('GET /api-docs', () => {
  it('is one self-contained page listing every operation (no script, nothing external)', async () => {
    const res = await t.call({ method: 'GET', url: '/api-docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/<script|<link|src=|https?:\/\//i);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        expect(res.body).toContain(`${method.toUpperCase()} ${path}`);
      }
    }
  });
});
