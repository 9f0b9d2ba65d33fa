import { createHmac, randomUUID } from 'node:crypto';

/**
 * Signs a notification the way Mercado Pago does: HMAC-SHA256 (hex) of
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` with the webhook secret, sent as
 * `x-signature: ts={ts},v1={hash}` together with `x-request-id`.
 */
export function signNotification(
  secret: string,
  dataId: string,
  opts: { requestId?: string; ts?: number } = {},
) {
  const requestId = opts.requestId ?? randomUUID();
  const ts = String(opts.ts ?? Date.now());
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  const v1 = createHmac('sha256', secret)
    .update(`id:${id};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}
