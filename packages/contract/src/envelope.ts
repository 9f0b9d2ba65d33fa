import { z } from 'zod';
import type { Endpoint } from './endpoint';

/** Contract §1: a 200 answer, `{"success": true, "data": ...}`. */
export const successEnvelope = <D extends z.ZodType>(data: D) =>
  z.strictObject({ success: z.literal(true), data });

/** Whether an endpoint's success is a JSON body ('data', 'plain'), not bytes or a redirect. */
export const answersJson = (e: Pick<Endpoint, 'envelope'>) =>
  e.envelope !== 'bytes' && e.envelope !== 'redirect';

/** The whole body of an endpoint's 200, for one that answers JSON (`answersJson`). */
export const successBody = (e: Pick<Endpoint, 'data' | 'envelope'>): z.ZodType =>
  e.envelope === 'plain' ? e.data : successEnvelope(e.data);

/**
 * Contract §1: every error, both namespaces,
 * `{"success": false, "error": "<mensaje>", "data": {"message": "<same>", "errorCode": N}}`.
 */
export const errorEnvelope = z
  .strictObject({
    success: z.literal(false),
    error: z.string().min(1),
    data: z.strictObject({ message: z.string().min(1), errorCode: z.number().int() }),
  })
  .refine((e) => e.error === e.data.message, {
    message: '`error` and `data.message` must be the same text',
  });

export type ErrorEnvelope = z.output<typeof errorEnvelope>;
