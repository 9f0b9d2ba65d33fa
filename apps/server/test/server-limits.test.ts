import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 14 §3: slow or idle sockets cannot exhaust the process. A real listening server on
 * 127.0.0.1 with short limits from the environment (the same settings as production, scaled
 * down), and raw sockets playing the attacker: headers sent a byte at a time (slowloris), a body
 * that never ends, idle keep-alive sockets, more sockets than allowed; and what Node's parser
 * refuses (oversized headers, garbage) answers in the contract envelope, not Fastify's shape.
 */

const HEADERS_MS = 300;
const REQUEST_MS = 600;
const KEEP_ALIVE_MS = 200;
const MAX_CONNECTIONS = 3;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
    HTTP_MAX_REQUESTS_PER_SOCKET: '2',
    HTTP_IDLE_TIMEOUT_MS: '5000',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

interface Client {
  socket: net.Socket;
  received: () => string;
  /** ms after connecting when the server closed it (or the client saw it end) */
  closed: Promise<number>;
  isClosed: () => boolean;
}

function connect(): Promise<Client> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let done = false;
    const socket = net.connect({ host: '127.0.0.1', port });
    const closed = new Promise<number>((res) => {
      socket.on('close', () => {
        done = true;
        res(Date.now() - started);
      });
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => {});
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => Buffer.concat(chunks).toString('utf8'),
        closed,
        isClosed: () => done,
      }),
    );
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the close time, or rejects after `ms` (so a test fails fast, not at 30 s). */
const closedWithin = (c: Client, ms: number) =>
  Promise.race([
    c.closed,
    sleep(ms).then(() => {
      throw new Error(`socket still open after ${ms} ms; received: ${c.received().slice(0, 200)}`);
    }),
  ]);

/** The status and parsed JSON body of a raw HTTP answer. */
function answerOf(raw: string) {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return {
    status,
    json: JSON.parse(body) as {
      success: boolean;
      error: string;
      data: { message: string; errorCode: number };
    },
  };
}

async function get(path: string): Promise<{ status: number; body: string }> {
  const c = await connect();
  c.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  await closedWithin(c, 3000);
  const raw = c.received();
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]),
    body: raw.slice(raw.indexOf('\r\n\r\n') + 4),
  };
}

describe('slow and idle sockets', () => {
  it('a slowloris client (headers one byte at a time) is answered 408 and closed after the header timeout', async () => {
    const c = await connect();
    const head = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(200);
    let i = 0;
    const drip = setInterval(() => {
      if (c.isClosed() || i >= head.length) return;
      c.socket.write(head[i++] ?? 'a');
    }, 20);
    try {
      const at = await closedWithin(c, HEADERS_MS * 6);
      expect(at).toBeGreaterThanOrEqual(HEADERS_MS - 50);
      expect(i, 'it was still sending when cut off').toBeLessThan(head.length);
      const answer = answerOf(c.received());
      expect(answer.status).toBe(408);
      expect(answer.json).toMatchObject({ success: false, data: { errorCode: 1003 } });
      expect(answer.json.error).toBe(answer.json.data.message);
    } finally {
      clearInterval(drip);
    }
  });

  it('a socket that connects and sends nothing is closed after the header timeout', async () => {
    const c = await connect();
    const at = await closedWithin(c, HEADERS_MS * 6);
    expect(at).toBeGreaterThanOrEqual(HEADERS_MS - 50);
  });

  it('a body that never finishes is cut off after the request timeout', async () => {
    const c = await connect();
    c.socket.write(
      'POST /wp-json/simple-jwt-login/v1/auth HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"',
    );
    const drip = setInterval(() => {
      if (!c.isClosed()) c.socket.write('a');
    }, 50);
    try {
      const at = await closedWithin(c, REQUEST_MS * 6);
      expect(at).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    } finally {
      clearInterval(drip);
    }
  });

  it('an idle keep-alive socket is closed after the keep-alive timeout', async () => {
    const c = await connect();
    c.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await sleep(100);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(c.isClosed()).toBe(false);
    const at = await closedWithin(c, KEEP_ALIVE_MS + 4000);
    expect(at).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
  });

  it('a socket serves at most HTTP_MAX_REQUESTS_PER_SOCKET requests, then closes', async () => {
    const c = await connect();
    const req = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    c.socket.write(req);
    await sleep(60);
    c.socket.write(req);
    await closedWithin(c, 4000);
    const answers = c.received().match(/HTTP\/1\.1 200/g) ?? [];
    expect(answers).toHaveLength(2);
    expect(c.received().toLowerCase()).toContain('connection: close');
  });
});

describe('connection cap', () => {
  it(`with ${MAX_CONNECTIONS} sockets open the next one is refused; /healthz answers once the idle ones are gone`, async () => {
    const idle = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connect()));
    await sleep(30);
    const extra = await connect();
    const refusedAt = await closedWithin(extra, HEADERS_MS - 100);
    expect(refusedAt).toBeLessThan(HEADERS_MS - 100);
    // the idle ones were still open when the extra one was refused
    expect(idle.filter((c) => c.isClosed())).toHaveLength(0);
    await Promise.all(idle.map((c) => closedWithin(c, HEADERS_MS * 6)));
    await sleep(20);
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true });
  });
});

describe("what Node's parser refuses answers in the envelope", () => {
  it('headers over the size limit: 431 (1010)', async () => {
    const c = await connect();
    c.socket.write(
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    await closedWithin(c, 2000);
    const answer = answerOf(c.received());
    expect(answer.status).toBe(431);
    expect(answer.json).toMatchObject({ success: false, data: { errorCode: 1010 } });
  });

  it.each([
    ['garbage', 'HELLO\r\n\r\n'],
    ['a made-up method', 'BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a bad header line', 'GET /healthz HTTP/1.1\r\nHost x\r\n\r\n'],
    ['a control character in the path', 'GET /he\x01althz HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a bad content length', 'POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
  ])('%s: 400 (1003)', async (_what, request) => {
    const c = await connect();
    c.socket.write(request);
    await closedWithin(c, 2000);
    const answer = answerOf(c.received());
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      success: false,
      error: 'Solicitud incorrecta',
      data: { errorCode: 1003 },
    });
  });

  it('raw bytes beyond ASCII in the request target: 400 (1003)', async () => {
    const c = await connect();
    c.socket.write(
      Buffer.from('GET /login\xff\xfe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'),
    );
    await closedWithin(c, 2000);
    const answer = answerOf(c.received());
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, data: { errorCode: 1003 } });
  });
});

describe('the settings', () => {
  it('have sane defaults and come from the environment', () => {
    expect(loadConfig({}).http).toEqual({
      maxConnections: 1000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 10_000,
      idleTimeoutMs: 60_000,
      maxRequestsPerSocket: 1000,
    });
    expect(t.config.http.maxConnections).toBe(MAX_CONNECTIONS);
    expect(t.app.server.maxConnections).toBe(MAX_CONNECTIONS);
    expect(t.app.server.headersTimeout).toBe(HEADERS_MS);
    expect(t.app.server.requestTimeout).toBe(REQUEST_MS);
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  });

  it.each([
    [{ HTTP_MAX_CONNECTIONS: '0' }],
    [{ HTTP_HEADERS_TIMEOUT_MS: 'abc' }],
    [{ HTTP_HEADERS_TIMEOUT_MS: '70000', HTTP_REQUEST_TIMEOUT_MS: '60000' }],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: '-1' }],
  ])('refuse %o at start', (env) => {
    expect(() => loadConfig(env)).toThrow(/Configuración inválida/);
  });
});
