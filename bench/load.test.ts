import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPhase } from './load';

/** A real node:http server: keep-alive, Content-Length answers, one chunked path, one that hangs up. */
let server: http.Server;
let base = '';
const seen: { method?: string; url?: string; body: string; auth?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, auth: req.headers.authorization });
      if (req.url === '/hang-up') return req.socket.destroy();
      if (req.url === '/chunked') {
        res.write('{"a":');
        return res.end('1}');
      }
      const status = req.url === '/conflict' ? 409 : 200;
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ echo: body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const phase = { connections: 3, seconds: 5, warmupSeconds: 0 };

describe('runPhase', () => {
  it('counts statuses, passes bodies on, and sends method, headers and body', async () => {
    seen.length = 0;
    const paths = ['/ok', '/conflict', '/chunked'];
    let i = 0;
    const bodies: string[] = [];
    const r = await runPhase({
      ...phase,
      base,
      name: 'mixed',
      amount: 30,
      next: () => ({
        method: 'POST',
        path: paths[i++ % 3] ?? '/ok',
        headers: { authorization: 'Bearer t' },
        body: '{"x":"ñ"}',
      }),
      onResponse: (_req, _status, body) => bodies.push(body),
    });
    expect(r.requests).toBe(30);
    expect(r.statuses).toEqual({ 200: 20, 409: 10 });
    expect(r.errors).toBe(0);
    expect(bodies).toContain('{"a":1}');
    expect(bodies).toContain(JSON.stringify({ echo: '{"x":"ñ"}' }));
    expect(
      seen.every((s) => s.method === 'POST' && s.auth === 'Bearer t' && s.body === '{"x":"ñ"}'),
    ).toBe(true);
    expect(r.p50).toBeGreaterThanOrEqual(0);
    expect(r.p99).toBeGreaterThanOrEqual(r.p50);
    expect(r.max).toBeGreaterThanOrEqual(r.p99);
  });

  it('counts a dropped connection as an error and carries on with a new one', async () => {
    let i = 0;
    const r = await runPhase({
      ...phase,
      base,
      connections: 1,
      name: 'drops',
      amount: 7,
      next: () => ({ method: 'GET', path: i++ % 2 ? '/hang-up' : '/ok' }),
    });
    expect(r.errors).toBe(3);
    expect(r.statuses).toEqual({ 200: 4 });
  });

  it('only aims at 127.0.0.1', async () => {
    await expect(
      runPhase({
        ...phase,
        base: 'http://example.com:80',
        name: 'x',
        amount: 1,
        next: () => ({ method: 'GET', path: '/' }),
      }),
    ).rejects.toThrow(/127\.0\.0\.1/);
  });
});
