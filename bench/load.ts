/**
 * A small closed-loop HTTP/1.1 load generator: `connections` workers each own one keep-alive
 * TCP connection, write one request, wait for the whole answer, and write the next, until the
 * time or the request budget runs out. Only ever aimed at 127.0.0.1.
 *
 * It writes pre-formatted request bytes on raw sockets and reads answers with a minimal parser
 * (`http-response-reader.ts`) instead of node:http's client: the generator shares the machine's
 * cores with the server and the database, and every cycle it spends is one the server does not
 * get (node:http's client cost about as much CPU per request as the server's /healthz).
 */
import net from 'node:net';
import { HttpResponseReader, type RawResponse } from './http-response-reader';

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

const REQUEST_TIMEOUT_MS = 30_000;

/** One keep-alive connection; one request in flight at a time. */
class Connection {
  private socket: net.Socket | undefined;
  private reader = new HttpResponseReader();
  private pending: { resolve(r: RawResponse): void; reject(e: Error): void } | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private open(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    this.reader = new HttpResponseReader();
    const fail = (e: Error) => {
      if (this.socket === socket) this.fail(e);
      else socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      let answers: RawResponse[];
      try {
        answers = this.reader.push(chunk);
      } catch (e) {
        fail(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      for (const answer of answers) {
        const p = this.pending;
        if (!p) return fail(new Error('an answer nobody asked for'));
        this.pending = undefined;
        p.resolve(answer);
      }
    });
    // no byte either way for this long while waiting for an answer
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
      if (this.pending) fail(new Error('timeout'));
    });
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private fail(e: Error) {
    const socket = this.socket;
    this.socket = undefined;
    socket?.destroy();
    const p = this.pending;
    this.pending = undefined;
    p?.reject(e);
  }

  send(bytes: Buffer): Promise<RawResponse> {
    const socket = this.socket ?? this.open();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(bytes);
    });
  }

  close() {
    const socket = this.socket;
    this.socket = undefined;
    socket?.destroy();
  }
}

function requestBytes(host: string, req: Req): Buffer {
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  let head = `${req.method} ${req.path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(req.headers ?? {})) head += `${name}: ${value}\r\n`;
  if (body) head += `content-type: application/json\r\ncontent-length: ${body.length}\r\n`;
  head += '\r\n';
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export async function runPhase(o: PhaseOptions): Promise<PhaseResult> {
  const base = new URL(o.base);
  if (base.hostname !== '127.0.0.1') throw new Error('the load generator only targets 127.0.0.1');
  const port = Number(base.port);
  const start = performance.now();
  const measureFrom = start + o.warmupSeconds * 1000;
  const stopAt = measureFrom + o.seconds * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let measuredEnd = measureFrom;

  const worker = async () => {
    const connection = new Connection(base.hostname, port);
    while (sent < o.maxRequests) {
      if (performance.now() >= stopAt) break;
      sent++;
      const req = o.next();
      const bytes = requestBytes(base.host, req);
      const t0 = performance.now();
      try {
        const { status, body } = await connection.send(bytes);
        const t1 = performance.now();
        if (t0 >= measureFrom) {
          latencies.push(t1 - t0);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (t1 > measuredEnd) measuredEnd = t1;
          o.onResponse?.(req, status, body.toString('utf8'));
        }
      } catch {
        if (t0 >= measureFrom) errors++;
      }
    }
    connection.close();
  };
  await Promise.all(Array.from({ length: o.connections }, worker));

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
