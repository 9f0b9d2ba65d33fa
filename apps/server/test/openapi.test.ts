import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { endpointMethods, endpointPath, endpoints } from '@turnos/contract';
import { registeredRoutes } from '../src/http/route';
import { createTestApp, type TestApp } from './harness';

/**
 * Contract §6.7 (issue 15): openapi.json describes every route the server registers, each
 * contract entry with its declared `data` schema, and is a valid OpenAPI 3.1 document.
 */
let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { description: string; responses: Record<string, unknown> } | undefined>
  >;
};
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

  it('gives every contract entry its declared data schema, and the error envelope', () => {
    const undeclared = (path: string, method: string) =>
      String(doc.paths[path]?.[method.toLowerCase()]?.description).includes('not declared yet');
    for (const e of endpoints) {
      for (const method of endpointMethods(e)) {
        const op = doc.paths[endpointPath(e)]?.[method.toLowerCase()];
        expect(undeclared(endpointPath(e), method), `${method} ${e.name}`).toBe(false);
        expect(schemaOf200(endpointPath(e), method), `${method} ${e.name}`).toContain('"schema"');
        expect(op?.responses['4XX']).toBeDefined();
      }
    }
    // a route not in the contract yet is listed, and says its data is not described
    const notInContract = registeredRoutes.find((r) => !r.endpoint);
    if (notInContract)
      expect(undeclared(notInContract.path, endpointMethods(notInContract)[0] ?? '')).toBe(true);
  });

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation a 200 and an error response', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(Object.keys(item).length, path).toBeGreaterThan(0);
      for (const op of Object.values(item)) {
        expect(Object.keys(op?.responses ?? {}).sort(), path).toEqual(['200', '4XX', '5XX']);
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
