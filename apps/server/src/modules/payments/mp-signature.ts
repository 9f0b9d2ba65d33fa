import { createHmac, timingSafeEqual } from 'node:crypto';

/** Notifications older (or further in the future) than this are refused: replay protection. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000;

/** `ts=…,v1=…` → its parts (order and spaces do not matter). */
export function parseSignatureHeader(header: string | undefined) {
  if (!header) return undefined;
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const eq = piece.indexOf('=');
    if (eq > 0) parts.set(piece.slice(0, eq).trim(), piece.slice(eq + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : undefined;
}

/** Mercado Pago lower-cases an alphanumeric data.id before signing it. */
export const normalizeDataId = (id: string) => (/^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id);

/** `id:{data.id};request-id:{x-request-id};ts:{ts};`, leaving out the parts that are absent. */
export function signatureManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
) {
  return (
    (dataId ? `id:${normalizeDataId(dataId)};` : '') +
    (requestId ? `request-id:${requestId};` : '') +
    `ts:${ts};`
  );
}

export function signManifest(secret: string, manifest: string) {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** ts may come in seconds or in milliseconds. */
const tsToMs = (ts: string) => {
  const n = Number(ts);
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return n < 1e12 ? n * 1000 : n;
};

export type SignatureCheck = 'ok' | 'missing' | 'invalid' | 'stale';

export function verifySignature(input: {
  secret: string;
  header: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  now: Date;
}): SignatureCheck {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return input.header ? 'invalid' : 'missing';
  const expected = Buffer.from(
    signManifest(input.secret, signatureManifest(input.dataId, input.requestId, parsed.ts)),
    'hex',
  );
  const given = /^[0-9a-f]+$/i.test(parsed.v1) ? Buffer.from(parsed.v1, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const at = tsToMs(parsed.ts);
  if (at === undefined || Math.abs(input.now.getTime() - at) > MAX_SIGNATURE_AGE_MS) return 'stale';
  return 'ok';
}
