/**
 * One load phase with autocannon (programmatic API): `connections` keep-alive connections, one
 * request in flight on each, for `warmupSeconds` (not measured) and then `seconds` (measured).
 * Each request is built by `next()` just before it is sent, so a phase can mix paths, tokens and
 * bodies; `onResponse` sees every measured answer. Only ever aimed at 127.0.0.1.
 */
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PhaseOptions {
  name: string;
  base: string;
  connections: number;
  /** measured seconds (after the warm-up) */
  seconds: number;
  warmupSeconds: number;
  /** stop the measured part after this many requests instead of after `seconds` */
  amount?: number;
  next(): Req;
  /** sees every measured answer (status, body) */
  onResponse?(req: Req, status: number, body: string): void;
  /** CPU seconds of the processes under test so far (bench/cpu.ts), read around the measured run */
  cpu?(): Record<string, number> | undefined;
}

export interface PhaseResult {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  /** milliseconds of CPU per answered request, per process group (when `cpu` was given) */
  cpuMsPerRequest?: Record<string, number>;
}

const REQUEST_TIMEOUT_S = 30;

interface Context {
  req?: Req;
}

/**
 * autocannon reconnects silently when the server closes a connection with a request in flight;
 * a connection that starts a request while its previous one got no answer (nor a connection
 * error or timeout, which autocannon counts itself) lost that one: counted as an error.
 */
async function run(o: PhaseOptions, seconds: number, measured: boolean) {
  let lost = 0;
  const result = await autocannon({
    url: o.base,
    connections: o.connections,
    duration: seconds,
    ...(measured && o.amount !== undefined ? { amount: o.amount } : {}),
    timeout: REQUEST_TIMEOUT_S,
    setupClient: (client) => {
      // the typings list only some of the client's events
      const events: EventEmitter = client;
      let waiting = false;
      events.on('request', () => {
        if (waiting) lost++;
        waiting = true;
      });
      for (const settled of ['response', 'connError', 'timeout'] as const) {
        events.on(settled, () => (waiting = false));
      }
    },
    requests: [
      {
        setupRequest: (request, context: Context) => {
          const req = o.next();
          context.req = req;
          const headers: Record<string, string> = { ...req.headers };
          if (req.body !== undefined) headers['content-type'] = 'application/json';
          return { ...request, method: req.method, path: req.path, headers, body: req.body };
        },
        onResponse: (status, body, context: Context) => {
          if (measured && context.req) o.onResponse?.(context.req, status, body);
        },
      },
    ],
  });
  return { ...result, errors: result.errors + lost };
}

export async function runPhase(o: PhaseOptions): Promise<PhaseResult> {
  const base = new URL(o.base);
  if (base.hostname !== '127.0.0.1') throw new Error('the load generator only targets 127.0.0.1');
  if (o.warmupSeconds > 0) await run(o, o.warmupSeconds, false);
  const cpuBefore = o.cpu?.();
  const r = await run(o, o.seconds, true);
  const cpuAfter = o.cpu?.();
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(r.statusCodeStats ?? {})) {
    statuses[status] = Number(count);
  }
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const elapsed = Math.max(0.001, r.duration);
  return {
    name: o.name,
    connections: o.connections,
    seconds: elapsed,
    requests,
    rps: requests / elapsed,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    statuses,
    errors: r.errors,
    ...(cpuBefore && cpuAfter && requests > 0
      ? {
          cpuMsPerRequest: Object.fromEntries(
            Object.keys(cpuAfter).map((k) => [
              k,
              (((cpuAfter[k] ?? 0) - (cpuBefore[k] ?? 0)) * 1000) / requests,
            ]),
          ),
        }
      : {}),
  };
}
