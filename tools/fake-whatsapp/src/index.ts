import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeQrPng } from './png';

/**
 * A stand-in for the part of Evolution API v2 that Turnos uses, for tests and demos:
 * instance create/connect (QR), connectionState, message/sendText, with the `apikey` header.
 * Control routes (no key): GET/DELETE /__messages, POST /__pair, POST /__state {state},
 * POST /__outage {down}, POST /__redirect {to, status}, POST /__reset. Numbers ending in 0000 are "not on WhatsApp".
 */
export type FakeState = 'open' | 'connecting' | 'close';

export interface SentMessage {
  instance: string;
  number: string;
  text: string;
  at: string;
}

export interface FakeWhatsapp {
  url: string;
  port: number;
  apikey: string;
  messages: SentMessage[];
  /** simulates scanning the QR */
  pair(instance?: string): void;
  setState(state: FakeState, instance?: string): void;
  /** while down, every gateway route answers 503 */
  setOutage(down: boolean): void;
  /**
   * While set, every gateway route answers this redirect status to the same path on `to`
   * (as a hostile or misconfigured gateway would); null stops it.
   */
  redirectTo(to: string | null, status?: number): void;
  close(): Promise<void>;
}

const isUnregistered = (number: string) => number.endsWith('0000');

export async function startFakeWhatsapp(
  opts: {
    port?: number;
    host?: string;
    apikey?: string;
    instances?: Record<string, FakeState>;
  } = {},
): Promise<FakeWhatsapp> {
  const apikey = opts.apikey ?? 'fake-apikey';
  const instances = new Map<string, FakeState>(Object.entries(opts.instances ?? {}));
  const messages: SentMessage[] = [];
  let down = false;
  let redirect: { to: string; status: number } | null = null;
  let qrCount = 0;

  const qr = () => `data:image/png;base64,${fakeQrPng(++qrCount * 7919).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const fail = (status: number, error: string, message: unknown) =>
        send(status, { status, error, response: { message } });
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return fail(400, 'Bad Request', ['invalid JSON']);
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const parts = url.pathname.split('/').filter(Boolean);
      const route = `${req.method} /${parts.slice(0, 2).join('/')}`;
      const name = decodeURIComponent(parts[2] ?? '');

      // control routes for tests and demos
      if (parts[0]?.startsWith('__')) {
        switch (`${req.method} ${url.pathname}`) {
          case 'GET /__messages':
            return send(200, messages);
          case 'DELETE /__messages':
            messages.length = 0;
            return send(200, { ok: true });
          case 'POST /__pair':
            instances.set(String(body.instance ?? 'turnos'), 'open');
            return send(200, { ok: true });
          case 'POST /__state':
            instances.set(String(body.instance ?? 'turnos'), body.state as FakeState);
            return send(200, { ok: true });
          case 'POST /__outage':
            down = body.down === true;
            return send(200, { ok: true });
          case 'POST /__redirect':
            redirect =
              typeof body.to === 'string'
                ? { to: body.to, status: typeof body.status === 'number' ? body.status : 307 }
                : null;
            return send(200, { ok: true });
          case 'POST /__reset':
            messages.length = 0;
            instances.clear();
            down = false;
            redirect = null;
            return send(200, { ok: true });
          default:
            return fail(404, 'Not Found', 'unknown control route');
        }
      }
      if (down) return fail(503, 'Service Unavailable', 'fake outage');
      if (redirect) {
        res.writeHead(redirect.status, {
          location: new URL(req.url ?? '/', redirect.to).toString(),
        });
        return res.end();
      }
      if (req.headers.apikey !== apikey) return fail(401, 'Unauthorized', 'Unauthorized');

      switch (route) {
        case 'POST /instance/create': {
          const instanceName = String(body.instanceName ?? '');
          if (!instanceName) return fail(400, 'Bad Request', ['"instanceName" is required']);
          if (instances.has(instanceName)) {
            return fail(403, 'Forbidden', [`This name "${instanceName}" is already in use.`]);
          }
          instances.set(instanceName, 'connecting');
          return send(201, {
            instance: { instanceName, status: 'connecting' },
            hash: 'fake-hash',
            qrcode: body.qrcode
              ? { pairingCode: null, code: 'fake', base64: qr(), count: qrCount }
              : undefined,
          });
        }
        case 'GET /instance/connect': {
          const state = instances.get(name);
          if (!state) return fail(404, 'Not Found', [`The "${name}" instance does not exist`]);
          if (state === 'open') return send(200, { instance: { instanceName: name, state } });
          instances.set(name, 'connecting');
          return send(200, { pairingCode: null, code: 'fake', base64: qr(), count: qrCount });
        }
        case 'GET /instance/connectionState': {
          const state = instances.get(name);
          if (!state) return fail(404, 'Not Found', [`The "${name}" instance does not exist`]);
          return send(200, { instance: { instanceName: name, state } });
        }
        case 'POST /message/sendText': {
          const state = instances.get(name);
          if (!state) return fail(404, 'Not Found', [`The "${name}" instance does not exist`]);
          if (state !== 'open') return fail(400, 'Bad Request', ['Connection Closed']);
          const number = String(body.number ?? '').replace(/\D/g, '');
          const text = typeof body.text === 'string' ? body.text : '';
          if (!number || !text)
            return fail(400, 'Bad Request', ['instance requires property "text"']);
          if (isUnregistered(number)) {
            return fail(400, 'Bad Request', [
              { jid: `${number}@s.whatsapp.net`, exists: false, number },
            ]);
          }
          messages.push({ instance: name, number, text, at: new Date().toISOString() });
          return send(201, {
            key: {
              remoteJid: `${number}@s.whatsapp.net`,
              fromMe: true,
              id: `FAKE${messages.length}`,
            },
            message: { conversation: text },
            status: 'PENDING',
          });
        }
        default:
          return fail(404, 'Not Found', [`Cannot ${req.method} ${url.pathname}`]);
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    apikey,
    messages,
    pair: (instance = 'turnos') => void instances.set(instance, 'open'),
    setState: (state, instance = 'turnos') => void instances.set(instance, state),
    setOutage: (value) => void (down = value),
    redirectTo: (to, status = 307) => void (redirect = to === null ? null : { to, status }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
