import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@turnos/domain';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import { applyPayment, type PaymentOutcome } from './apply-payment.service';
import { mpClientFor } from './mp-access';
import { verifySignature } from './mp-signature';
import { ProviderUnavailable, withProvider } from './provider-error';

type Dict = Record<string, unknown>;
const dict = (v: unknown): Dict =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Dict) : {};
const str = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;

/** The resource id and topic of a notification: query `data.id`/`type` first, then the body. */
export function notificationOf(req: FastifyRequest) {
  const query = dict(req.query);
  const body = dict(req.body);
  return {
    dataId: str(query['data.id']) ?? str(dict(body.data).id),
    type: str(query.type) ?? str(body.type) ?? str(query.topic),
  };
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * A Mercado Pago notification (ADR 0030). Signed or refused (401); then the payment is read from
 * the API and applied. Anything we cannot match is logged and answered 200 so the provider stops
 * retrying; only our own inability to ask the provider answers 502/503, so that it retries later.
 */
export async function handleWebhook(
  deps: AppDeps,
  req: FastifyRequest,
): Promise<{ resultado: PaymentOutcome | 'ignorada' }> {
  const secret = deps.config.mpWebhookSecret;
  const { dataId, type } = notificationOf(req);
  if (!secret) {
    req.log.error('mp-webhook: MP_WEBHOOK_SECRET no está configurado; notificación rechazada');
    throw new AppError(ErrorCode.tokenInvalid, 'Notificación no verificable.');
  }
  const check = verifySignature({
    secret,
    header: header(req, 'x-signature'),
    requestId: header(req, 'x-request-id'),
    dataId,
    now: deps.clock(),
  });
  if (check !== 'ok') {
    req.log.warn({ check, dataId }, 'mp-webhook: firma rechazada');
    throw new AppError(
      ErrorCode.tokenInvalid,
      check === 'stale' ? 'Notificación vencida.' : 'Firma de la notificación inválida.',
    );
  }
  if (type !== 'payment' || !dataId) return { resultado: 'ignorada' };
  let mp;
  try {
    mp = await mpClientFor(deps);
  } catch {
    req.log.error('mp-webhook: falta el access token de Mercado Pago');
    throw new ProviderUnavailable('El pago con Mercado Pago no está configurado.');
  }
  const payment = await withProvider('No se pudo consultar el pago.', () => mp.getPayment(dataId));
  if (!payment) {
    req.log.warn({ dataId }, 'mp-webhook: el pago no existe en Mercado Pago');
    return { resultado: 'sin_coincidencia' };
  }
  const applied = await applyPayment(deps, payment);
  return { resultado: applied.outcome };
}
