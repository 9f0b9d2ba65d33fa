import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { endpointPath, errorEnvelope, successBody, type Endpoint } from '@turnos/contract';

/** One answer that did not match its declared schema. */
export interface ContractViolation {
  request: string;
  status: number;
  problem: string;
}

const describe = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

const isJson = (type: string) => type.startsWith('application/json');

/**
 * What a success of the entry must be, or null when it is: a JSON body (`envelope` 'data',
 * 'plain'), the bytes of a 200 whose `Content-Type` is `data` ('bytes'), or a 302 whose
 * `Location` is `data` ('redirect').
 */
function successProblem(
  endpoint: Endpoint,
  status: number,
  reply: FastifyReply,
  payload: unknown,
): string | null {
  const type = String(reply.getHeader('content-type') ?? '');
  if (endpoint.envelope === 'redirect') {
    if (status !== 302) return `a redirect must answer 302, not ${status}`;
    const location = endpoint.data.safeParse(reply.getHeader('location'));
    return location.success ? null : `Location: ${describe(location.error)}`;
  }
  if (endpoint.envelope === 'bytes') {
    if (status !== 200) return `expected 200 with the content, not ${status}`;
    const mediaType = endpoint.data.safeParse(type.split(';')[0]?.trim());
    if (!mediaType.success) return `Content-Type ${type || '(none)'}: ${describe(mediaType.error)}`;
    // a streamed download (the CSV exports) is checked by its tests once read
    if (payload instanceof Readable) return null;
    const size = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.length : -1;
    return size > 0 ? null : 'the content is empty or not bytes';
  }
  if (status !== 200) return null;
  if (!isJson(type)) return `a JSON answer was expected, got ${type || 'no Content-Type'}`;
  if (typeof payload !== 'string') return 'body is not JSON';
  return bodyProblem(successBody(endpoint), payload);
}

function bodyProblem(schema: z.ZodType, payload: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return 'body is not JSON';
  }
  const result = schema.safeParse(body);
  return result.success ? null : `${describe(result.error)} — body: ${payload.slice(0, 500)}`;
}

/**
 * Checks every answer the app sends against the contract (issue 15): a success of a route
 * registered from a contract entry must be what the entry declares — a 200 with its `data` inside
 * the success envelope (or as the whole body, for `envelope: 'plain'`), a 200 of the declared
 * media type ('bytes'), a 302 to the declared `Location` ('redirect'); any 4xx/5xx JSON answer
 * under /wp-json must be the error envelope (contract §1). Mismatches are recorded, never sent
 * differently: the harness fails the call that made one (and `close()` fails for any made through
 * `app.inject` directly).
 */
export function checkAnswersAgainstContract(app: FastifyInstance): ContractViolation[] {
  const violations: ContractViolation[] = [];
  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    const url = req.url.split('?')[0] ?? '';
    if (!url.startsWith('/wp-json/')) return payload;
    const endpoint = req.routeOptions.config.endpoint;
    let problem: string | null = null;
    if (status >= 400) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (isJson(type) && typeof payload === 'string')
        problem = bodyProblem(errorEnvelope, payload);
    } else if (endpoint && endpointPath(endpoint) === url) {
      problem = successProblem(endpoint, status, reply, payload);
    }
    if (problem) violations.push({ request: `${req.method} ${url}`, status, problem });
    return payload;
  });
  return violations;
}

/** Throws (failing the test) when any answer so far broke the contract; forgets them. */
export function assertNoViolations(violations: ContractViolation[]) {
  if (violations.length === 0) return;
  const found = violations.splice(0);
  throw new Error(
    `answer off the contract (packages/contract):\n${found
      .map((v) => `  ${v.request} → ${v.status}: ${v.problem}`)
      .join('\n')}`,
  );
}
