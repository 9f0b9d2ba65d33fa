import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpointPath, errorEnvelope, successBody } from '@turnos/contract';

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

/**
 * Checks every answer the app sends against the contract (issue 15): a 200 of a route registered
 * from a contract entry must be that entry's `data` inside the success envelope (or the whole
 * body, for `envelope: 'plain'`); any 4xx/5xx
 * JSON answer under /wp-json must be the error envelope (contract §1). Mismatches are recorded,
 * never sent differently: the harness fails the call that made one (and `close()` fails for any
 * made through `app.inject` directly).
 */
export function checkAnswersAgainstContract(app: FastifyInstance): ContractViolation[] {
  const violations: ContractViolation[] = [];
  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    const url = req.url.split('?')[0] ?? '';
    if (!url.startsWith('/wp-json/') || typeof payload !== 'string') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const endpoint = req.routeOptions.config.endpoint;
    const schema =
      status >= 400
        ? errorEnvelope
        : status === 200 && endpoint && endpointPath(endpoint) === url
          ? successBody(endpoint)
          : null;
    if (!schema) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      violations.push({ request: `${req.method} ${url}`, status, problem: 'body is not JSON' });
      return payload;
    }
    const result = schema.safeParse(body);
    if (!result.success) {
      violations.push({
        request: `${req.method} ${url}`,
        status,
        problem: `${describe(result.error)} — body: ${payload.slice(0, 500)}`,
      });
    }
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
