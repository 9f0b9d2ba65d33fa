import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { checkoutPage } from './checkout-page';
import { signNotification } from './signature';
import type { Delivery, Payment, PaymentStatus, Preference, PreferenceRequest } from './types';

export { signNotification } from './signature';
export type * from './types';

export interface Notification {
  url: string;
  headers: Record<string, string>;
  body: {
    action: string;
    api_version: string;
    type: 'payment';
    data: { id: string };
    date_created: string;
    live_mode: boolean;
  };
}

export interface FakeMercadoPagoOptions {
  webhookSecret: string;
  port?: number;
  host?: string;
  /** the access token callers must send; any Bearer token when unset */
  accessToken?: string;
  /** delivers a notification (tests hand it to the app in-process); plain fetch by default */
  deliver?: (n: Notification) => Promise<number>;
  /** the fake's "now" (expired links); the real time by default */
  clock?: () => Date;
}

export interface FakeMercadoPago {
  url: string;
  preferences: Map<string, Preference>;
  payments: Map<number, Payment>;
  deliveries: Delivery[];
  /** what the tester's buttons do: a payment for the preference, notified (not redirected) */
  pay(prefId: string, status: PaymentStatus, overrides?: Partial<Payment>): Promise<Payment>;
  /** a payment that exists at the provider, without notifying anyone */
  addPayment(fields: Partial<Payment> & { external_reference: string | null }): Payment;
  /** the signed notification the provider would send for a payment */
  notification(
    paymentId: number | string,
    opts?: { ts?: number; requestId?: string; url?: string },
  ): Notification;
  notify(paymentId: number | string): Promise<number>;
  /** `/cliente/mp-…?payment_id=…` where the provider sends the browser after paying */
  returnUrl(payment: Payment): string;
  close(): Promise<void>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
let nextPaymentId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A local stand-in for the Mercado Pago API subset Turnos uses (see README.md). */
export async function startFakeMercadoPago(opts: FakeMercadoPagoOptions): Promise<FakeMercadoPago> {
  const clock = opts.clock ?? (() => new Date());
  const preferences = new Map<string, Preference>();
  const payments = new Map<number, Payment>();
  const deliveries: Delivery[] = [];
  let base = '';

  const deliver =
    opts.deliver ??
    (async (n: Notification) => {
      const res = await fetch(n.url, {
        method: 'POST',
        headers: { ...n.headers, 'content-type': 'application/json' },
        body: JSON.stringify(n.body),
        signal: AbortSignal.timeout(10_000),
      });
      return res.status;
    });

  function addPayment(fields: Partial<Payment> & { external_reference: string | null }): Payment {
    const amount = fields.transaction_amount ?? 0;
    const status = fields.status ?? 'approved';
    const now = clock().toISOString();
    const payment: Payment = {
      id: nextPaymentId++,
      status,
      status_detail:
        status === 'approved'
          ? 'accredited'
          : status === 'rejected'
            ? 'cc_rejected_other_reason'
            : 'pending_contingency',
      preference_id: null,
      transaction_amount: amount,
      currency_id: 'ARS',
      installments: 1,
      transaction_details: {
        net_received_amount: round2(amount * 0.9359),
        total_paid_amount: amount,
      },
      payer: { email: null },
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      ...fields,
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function notification(
    paymentId: number | string,
    o: { ts?: number; requestId?: string; url?: string } = {},
  ): Notification {
    const payment = payments.get(Number(paymentId));
    const pref = payment?.preference_id ? preferences.get(payment.preference_id) : undefined;
    const target = o.url ?? pref?.notification_url;
    if (!target) throw new Error(`no notification_url for payment ${paymentId}`);
    const url = new URL(target);
    url.searchParams.set('data.id', String(paymentId));
    url.searchParams.set('type', 'payment');
    return {
      url: url.toString(),
      headers: signNotification(opts.webhookSecret, String(paymentId), {
        ts: o.ts ?? clock().getTime(),
        requestId: o.requestId,
      }),
      body: {
        action: 'payment.created',
        api_version: 'v1',
        type: 'payment',
        data: { id: String(paymentId) },
        date_created: clock().toISOString(),
        live_mode: false,
      },
    };
  }

  async function notify(paymentId: number | string) {
    const n = notification(paymentId);
    let status: number | 'error';
    try {
      status = await deliver(n);
    } catch {
      status = 'error';
    }
    deliveries.push({ url: n.url, paymentId: Number(paymentId), status });
    return typeof status === 'number' ? status : 0;
  }

  async function pay(prefId: string, status: PaymentStatus, overrides: Partial<Payment> = {}) {
    const pref = preferences.get(prefId);
    if (!pref) throw new Error(`no preference ${prefId}`);
    const item = pref.items?.[0];
    const payment = addPayment({
      status,
      external_reference: pref.external_reference ?? null,
      preference_id: pref.id,
      transaction_amount: round2((item?.unit_price ?? 0) * (item?.quantity ?? 1)),
      currency_id: item?.currency_id ?? 'ARS',
      payer: { email: pref.payer?.email ?? null },
      ...overrides,
    });
    if (pref.notification_url) await notify(payment.id);
    return payment;
  }

  function returnUrl(payment: Payment) {
    const pref = payment.preference_id ? preferences.get(payment.preference_id) : undefined;
    const back =
      payment.status === 'approved'
        ? pref?.back_urls?.success
        : payment.status === 'rejected'
          ? pref?.back_urls?.failure
          : pref?.back_urls?.pending;
    const url = new URL(back ?? `${base}/`);
    const q: Record<string, string> = {
      collection_id: String(payment.id),
      collection_status: payment.status,
      payment_id: String(payment.id),
      status: payment.status,
      external_reference: payment.external_reference ?? 'null',
      payment_type: 'credit_card',
      merchant_order_id: 'null',
      preference_id: payment.preference_id ?? 'null',
      site_id: 'MLA',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    };
    for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
    return url.toString();
  }

  const authorized = (req: IncomingMessage) => {
    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    return token !== '' && (opts.accessToken === undefined || token === opts.accessToken);
  };
  const expired = (p: Preference) =>
    p.expires === true &&
    !!p.expiration_date_to &&
    new Date(p.expiration_date_to).getTime() < clock().getTime();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /health') return send(res, 200, { ok: true });
      if (route === 'POST /checkout/preferences') {
        if (!authorized(req))
          return send(res, 401, {
            message: 'invalid access token',
            error: 'unauthorized',
            status: 401,
          });
        let body: PreferenceRequest;
        try {
          body = JSON.parse(await readBody(req)) as PreferenceRequest;
        } catch {
          return send(res, 400, { message: 'invalid json', error: 'bad_request', status: 400 });
        }
        const item = body.items?.[0];
        if (!item || !(Number(item.unit_price) > 0)) {
          return send(res, 400, {
            message: 'items.unit_price invalid',
            error: 'bad_request',
            status: 400,
          });
        }
        const id = `fake-${randomUUID()}`;
        const point = `${base}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`;
        const pref: Preference = {
          ...body,
          id,
          init_point: point,
          sandbox_init_point: point,
          date_created: clock().toISOString(),
        };
        preferences.set(id, pref);
        return send(res, 201, pref);
      }
      const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && paymentMatch) {
        if (!authorized(req))
          return send(res, 401, {
            message: 'invalid access token',
            error: 'unauthorized',
            status: 401,
          });
        const payment = payments.get(Number(paymentMatch[1]));
        return payment
          ? send(res, 200, payment)
          : send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404 });
      }
      if (route === 'GET /checkout/v1/redirect') {
        const pref = preferences.get(url.searchParams.get('pref_id') ?? '');
        if (!pref) return send(res, 404, '<p>Preferencia inexistente</p>', 'text/html');
        return send(res, 200, checkoutPage(pref, expired(pref)), 'text/html');
      }
      if (route === 'POST /checkout/v1/pay') {
        const form = new URLSearchParams(await readBody(req));
        const pref = preferences.get(form.get('pref_id') ?? '');
        if (!pref) return send(res, 404, '<p>Preferencia inexistente</p>', 'text/html');
        if (expired(pref)) return send(res, 410, checkoutPage(pref, true), 'text/html');
        const payment = await pay(
          pref.id,
          form.get('decision') === 'approved' ? 'approved' : 'rejected',
        );
        res.writeHead(303, { location: returnUrl(payment) });
        return res.end();
      }
      return send(res, 404, { message: 'not found', error: 'not_found', status: 404 });
    })().catch((err: unknown) => {
      if (!res.headersSent)
        send(res, 500, { message: String(err), error: 'internal_error', status: 500 });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  base = `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${address.port}`;

  return {
    url: base,
    preferences,
    payments,
    deliveries,
    pay,
    addPayment,
    notification,
    notify,
    returnUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
