/**
 * A small Mercado Pago client of our own: the two calls the deposit flow needs. One attempt per
 * call (no retries inside a request: the provider retries webhooks, the user retries a button),
 * each bounded by a timeout.
 */
export interface MpPreferenceRequest {
  items: { id?: string; title: string; quantity: 1; unit_price: number; currency_id: 'ARS' }[];
  payer: { email: string; name: string };
  external_reference: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return: 'approved';
  notification_url: string;
  statement_descriptor: string;
  expires: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
}

export interface MpPreference {
  id: string;
  init_point: string;
  sandbox_init_point?: string;
}

export type MpPaymentStatus =
  | 'pending'
  | 'approved'
  | 'authorized'
  | 'in_process'
  | 'in_mediation'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

/** The fields of `GET /v1/payments/{id}` we read. */
export interface MpPayment {
  id: number | string;
  status: MpPaymentStatus | string;
  status_detail?: string | null;
  external_reference?: string | null;
  transaction_amount?: number | null;
  currency_id?: string | null;
  installments?: number | null;
  transaction_details?: { net_received_amount?: number | null; total_paid_amount?: number | null };
  date_approved?: string | null;
}

/** The provider did not answer usefully (down, timeout, 5xx, bad token): try again later. */
export class MpUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MpUnavailableError';
  }
}

export interface MpClient {
  createPreference(body: MpPreferenceRequest): Promise<MpPreference>;
  /** undefined when the provider says there is no such payment (404) */
  getPayment(id: string): Promise<MpPayment | undefined>;
}

export interface MpClientOptions {
  baseUrl: string;
  accessToken: string;
  timeoutMs?: number;
  idempotencyKey?: () => string;
}

export function createMpClient(opts: MpClientOptions): MpClient {
  const timeoutMs = opts.timeoutMs ?? 8_000;
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, key?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${opts.accessToken}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['x-idempotency-key'] = key;
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new MpUnavailableError(`Mercado Pago ${method} ${path}: ${(err as Error).name}`);
    }
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json };
  }

  return {
    async createPreference(body) {
      const { status, json } = await call(
        'POST',
        '/checkout/preferences',
        body,
        opts.idempotencyKey?.(),
      );
      const pref = json as Partial<MpPreference> | undefined;
      if (status < 200 || status >= 300 || !pref?.id || !pref.init_point) {
        throw new MpUnavailableError(`Mercado Pago preference: HTTP ${status}`, status);
      }
      return {
        id: String(pref.id),
        init_point: pref.init_point,
        sandbox_init_point: pref.sandbox_init_point,
      };
    },
    async getPayment(id) {
      const { status, json } = await call('GET', `/v1/payments/${encodeURIComponent(id)}`);
      if (status === 404) return undefined;
      const payment = json as MpPayment | undefined;
      if (status !== 200 || !payment || payment.id === undefined) {
        throw new MpUnavailableError(`Mercado Pago payment ${id}: HTTP ${status}`, status);
      }
      return payment;
    },
  };
}
