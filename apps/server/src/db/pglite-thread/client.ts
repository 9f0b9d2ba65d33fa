/**
 * PGlite on its own thread (ADR 0078), seen from the server's thread: the part of PGlite's
 * interface that drizzle and the server use (`query`, `exec`, `transaction`, `listen`,
 * `dumpDataDir`, `close`), each call a message to `host.ts`. Still one process and one data
 * directory (under its lock file); the engine's work runs beside the server's instead of
 * between its requests.
 */
import { Worker } from 'node:worker_threads';
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { Results } from '@electric-sql/pglite';
import type { Answer, ErrorData, QueryRequest, Request, ThreadData } from './messages';

/** Requests as built by callers: the id is added when sent. */
type Outgoing = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'object' | 'array';
  /** drizzle's parsers: per type oid, a function that keeps PostgreSQL's text as it is */
  parsers?: Record<number, (value: string) => unknown>;
}

/** The error as PGlite threw it on the other thread: same message and fields (`code`…). */
function rebuild(data: ErrorData): Error {
  const err = new Error(data.message);
  err.name = data.name;
  return Object.assign(err, data.fields);
}

/** Only identity parsers can cross threads: drizzle's keep dates and intervals as text. */
function rawTypes(options: QueryOptions | undefined): number[] {
  return Object.keys(options?.parsers ?? {}).map(Number);
}

class Connection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  readonly #listeners = new Map<string, Set<() => void>>();
  #nextId = 1;
  #failure: Error | undefined;
  /** ready and not closing: only then is the thread's end a failure of the process */
  #serving = false;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: Answer) => this.#answer(answer));
    worker.on('error', (err) => this.#died(err));
    worker.on('exit', (code) => this.#died(new Error(`el hilo de PGlite terminó (${code})`)));
  }

  #answer(answer: Answer) {
    if ('notify' in answer) {
      for (const listener of this.#listeners.get(answer.notify) ?? []) listener();
      return;
    }
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    // like PGlite in this thread, an idle database keeps no process alive; a call in flight does
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(rebuild(answer.error));
  }

  /**
   * The thread is gone. Before it was ready or after `close` that is expected (the caller gets
   * the error); otherwise the embedded database is lost
   * to this process, which ends with the error (as it did when PGlite failed in this thread), so a
   * supervisor starts it afresh instead of a server answering 500s.
   */
  #died(err: Error) {
    const first = this.#failure === undefined;
    this.#failure ??= err;
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
    if (first && this.#serving) {
      process.nextTick(() => {
        throw err;
      });
    }
  }

  /** Resolves with the thread's 'ready' (request 0) or rejects with its start-up error. */
  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ready = () => {
        this.#serving = true;
        resolve();
      };
      this.#pending.set(0, { resolve: ready, reject });
    });
  }

  call<T>(request: Outgoing): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: (v) => resolve(v as T), reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  addListener(channel: string, listener: () => void): boolean {
    const set = this.#listeners.get(channel);
    if (set) {
      set.add(listener);
      return false;
    }
    this.#listeners.set(channel, new Set([listener]));
    return true;
  }

  removeListener(channel: string, listener: () => void): boolean {
    const set = this.#listeners.get(channel);
    set?.delete(listener);
    if (set?.size !== 0) return false;
    this.#listeners.delete(channel);
    return true;
  }

  /** the thread's event-loop utilization since it started (the engine's busy share) */
  eventLoopUtilization(): EventLoopUtilization {
    return this.#worker.performance.eventLoopUtilization();
  }

  /** Stops the thread; what it answers from now on is expected to be nothing. */
  terminate() {
    this.#serving = false;
    return this.#worker.terminate();
  }
}

/** Queries on the instance, or inside one transaction (`tx`). */
class Queries {
  constructor(
    protected readonly connection: Connection,
    private readonly tx: number | undefined,
  ) {}

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const request: Omit<QueryRequest, 'id'> = {
      op: 'query',
      tx: this.tx,
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      rawTypes: rawTypes(options),
    };
    return this.connection.call(request);
  }

  exec(sql: string): Promise<Results[]> {
    return this.connection.call({ op: 'exec', tx: this.tx, sql });
  }
}

export class PGliteThread extends Queries {
  private constructor(connection: Connection) {
    super(connection, undefined);
  }

  /** Starts the thread and waits until PGlite is ready (data directory opened or created). */
  static async start(dataDir: string | undefined): Promise<PGliteThread> {
    const workerData: ThreadData = { dataDir };
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), { workerData });
    const connection = new Connection(worker);
    try {
      await connection.ready();
    } catch (err) {
      await connection.terminate();
      throw err;
    }
    return new PGliteThread(connection);
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: Queries) => Promise<T>): Promise<T> {
    const tx = await this.connection.call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn(new Queries(this.connection, tx));
    } catch (err) {
      // the callback's error is the one to report, even if the rollback fails too
      await this.connection.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.connection.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `callback` after each commit that notified `channel`; answers how to stop. */
  async listen(channel: string, callback: () => void): Promise<() => Promise<void>> {
    if (this.connection.addListener(channel, callback)) {
      await this.connection.call({ op: 'listen', channel });
    }
    return async () => {
      if (this.connection.removeListener(channel, callback)) {
        await this.connection.call({ op: 'unlisten', channel });
      }
    };
  }

  /** The database thread's event-loop utilization since it started (ADR 0109). */
  eventLoopUtilization(): EventLoopUtilization {
    return this.connection.eventLoopUtilization();
  }

  /** The data directory as a gzipped tarball. */
  dumpDataDir(): Promise<Uint8Array> {
    return this.connection.call({ op: 'dump' });
  }

  async close(): Promise<void> {
    try {
      await this.connection.call({ op: 'close' });
    } finally {
      await this.connection.terminate();
    }
  }
}
