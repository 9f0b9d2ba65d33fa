import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeQrPng } from './png';

/**
 * A stand-in for the part of Evolution API v2 that Turnos uses, for tests and demos:
 * instance create/connect (QR), connectionState, message/sendText, webhook/set, with the `apikey`
 * header. Control routes (no key): GET/DELETE /__messages, POST /__pair, POST /__state {state},
 * POST /__outage {down}, POST /__redirect {to, status}, POST /__reset, GET /__webhook, and
 * POST /__reply {number, text, id?, fromMe?, group?}: a client's message, posted to the registered
 * webhook as Evolution's `messages.upsert` event. Numbers ending in 0000 are "not on WhatsApp".
 */
export type FakeState = 'open' | 'connecting' | 'close';

export interface SentMessage {
  instance: string;
  number: string;
  text: string;
  at: string;
}

/** What `webhook/set` registered for an instance. */
export interface FakeWebhook {
  url: string;
  enabled: boolean;
  events: string[];
  headers: Record<string, string>;
}

/** A message a client sends to the studio's number. */
export interface IncomingMessage {
  /** the sender's number, digits (as WhatsApp writes it, e.g. 5411… for an Argentine mobile) */
  number: string;
  text: string;
  /** the message id; a new one by default (the same one again simulates a repeated delivery) */
  id?: string;
  fromMe?: boolean;
  /** sent in a group chat */
  group?: boolean;
  instance?: string;
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
  /** the webhook registered for the instance, if any */
  webhook(instance?: string): FakeWebhook | undefined;
  /**
   * Delivers a client's message to the registered webhook, as Evolution does; resolves to the
   * webhook's HTTP status and body.
   */
  reply(message: IncomingMessage): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const isTextRecord = (v: unknown): v is Record<string, string> =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string');

/** Evolution API v2's `messages.upsert` webhook body for one received text. */
export function messagesUpsertEvent(instance: string, m: IncomingMessage, id: string) {
  const remoteJid = m.group ? `${m.number}-1600000000@g.us` : `${m.number}@s.whatsapp.net`;
  return {
    event: 'messages.upsert',
    instance,
    data: {
      key: {
        remoteJid,
        fromMe: m.fromMe === true,
        id,
        ...(m.group ? { participant: `${m.number}@s.whatsapp.net` } : {}),
      },
      pushName: 'Cliente',
      message: { conversation: m.text },
      messageType: 'conversation',
      messageTimestamp: Math.floor(Date.now() / 1000),
      instanceId: 'fake-instance-id',
      source: 'android',
    },
    destination: '',
    date_time: new Date().toISOString(),
    sender: `${m.number}@s.whatsapp.net`,
    server_url: 'http://fake-whatsapp',
    apikey: 'fake-instance-token',
  };
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
  let replyCount = 0;
  const webhooks = new Map<string, FakeWebhook>();

  async function reply(m: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const instance = m.instance ?? 'turnos';
    const hook = webhooks.get(instance);
    if (!hook?.enabled || !hook.events.includes('MESSAGES_UPSERT')) {
      return { status: 0, body: 'no webhook registered for MESSAGES_UPSERT' };
    }
    const headers = new Headers(hook.headers);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    const id = m.id ?? `FAKEIN${Date.now().toString(36).toUpperCase()}${++replyCount}`;
    const res = await fetch(hook.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(messagesUpsertEvent(instance, m, id)),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body };
  }

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
          case 'GET /__webhook':
            return send(200, webhooks.get(url.searchParams.get('instance') ?? 'turnos') ?? null);
          case 'POST /__reply': {
            const number = String(body.number ?? '').replace(/\D/g, '');
            if (!number || typeof body.text !== 'string') {
              return fail(400, 'Bad Request', ['"number" and "text" are required']);
            }
            void reply({
              number,
              text: body.text,
              id: typeof body.id === 'string' ? body.id : undefined,
              fromMe: body.fromMe === true,
              group: body.group === true,
              instance: typeof body.instance === 'string' ? body.instance : undefined,
            }).then(
              (r) => send(200, { webhook: r }),
              (err: unknown) => fail(502, 'Bad Gateway', String(err)),
            );
            return;
          }
          case 'POST /__reset':
            messages.length = 0;
            webhooks.clear();
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
        case 'POST /webhook/set': {
          if (!instances.has(name)) {
            return fail(404, 'Not Found', [`The "${name}" instance does not exist`]);
          }
          const w = (body.webhook ?? {}) as Record<string, unknown>;
          if (typeof w.url !== 'string' || !/^https?:\/\//.test(w.url)) {
            return fail(400, 'Bad Request', ['Invalid "url" property']);
          }
          const hook: FakeWebhook = {
            url: w.url,
            enabled: w.enabled === true,
            events: Array.isArray(w.events) ? w.events.map(String) : [],
            headers: isTextRecord(w.headers) ? w.headers : {},
          };
          webhooks.set(name, hook);
          return send(201, { webhook: { instanceName: name, webhook: hook } });
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
    webhook: (instance = 'turnos') => webhooks.get(instance),
    reply,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
