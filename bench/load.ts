/**
 * A small closed-loop HTTP load generator (node:http, keep-alive): `connections` workers each send
 * one request, wait for the whole answer, and send the next, until the time or the request budget
 * runs out. Only ever aimed at 127.0.0.1.
 */
import http from 'node:http';

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
  /** hard cap on requests, warm-up included */
  maxRequests: number;
  next(): Req;
  /** sees every measured answer (status, body) */
  onResponse?(req: Req, status: number, body: string): void;
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
}

function send(agent: http.Agent, base: URL, req: Req): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(req.body);
    }
    const r = http.request(
      { host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    r.setTimeout(30_000, () => r.destroy(new Error('timeout')));
    r.on('error', reject);
    r.end(req.body);
  });
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export async function runPhase(o: PhaseOptions): Promise<PhaseResult> {
  const base = new URL(o.base);
  if (base.hostname !== '127.0.0.1') throw new Error('the load generator only targets 127.0.0.1');
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const start = performance.now();
  const measureFrom = start + o.warmupSeconds * 1000;
  const stopAt = measureFrom + o.seconds * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let measuredEnd = measureFrom;

  const worker = async () => {
    while (sent < o.maxRequests) {
      const t0 = performance.now();
      if (t0 >= stopAt) break;
      sent++;
      const req = o.next();
      try {
        const { status, body } = await send(agent, base, req);
        const t1 = performance.now();
        if (t0 >= measureFrom) {
          latencies.push(t1 - t0);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (t1 > measuredEnd) measuredEnd = t1;
          o.onResponse?.(req, status, body);
        }
      } catch {
        if (t0 >= measureFrom) errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, worker));
  agent.destroy();

  const sorted = Float64Array.from(latencies).sort();
  const elapsed = Math.max(0.001, (measuredEnd - measureFrom) / 1000);
  return {
    name: o.name,
    connections: o.connections,
    seconds: elapsed,
    requests: sorted.length,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? 0) : 0,
    statuses,
    errors,
  };
}
