import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('health answers once the database does', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ ok: true });
  });

  it('an oversized body is a 413 envelope (1010)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, data: { errorCode: 1010 } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('malformed JSON is a 400 envelope in Spanish, with nothing internal', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Solicitud incorrecta',
      data: { message: 'Solicitud incorrecta', errorCode: 1003 },
    });
    expect(res.body).not.toMatch(/stack|at .*\.ts|node_modules|SyntaxError/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('urlencoded bodies work and the body wins over the query', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wp-json/simple-jwt-login/v1/auth?email=query@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=body%40example.com&password=Incorrecta1',
    });
    expect(res.json().data.errorCode).toBe(48);
  });

  it('sends security headers and echoes a request id', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    const other = await t.call({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
