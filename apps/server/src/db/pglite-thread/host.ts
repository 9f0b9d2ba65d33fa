/**
 * The embedded database's own thread (ADR 0078): PGlite runs here, so its engine (WebAssembly,
 * single-threaded) and its result parsing take this thread's time, not the server's. Answers the
 * requests of `client.ts`, one transaction at a time as PGlite itself does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './prepared';
import type { Answer, ErrorData, Request, ThreadData } from './messages';

const port = parentPort;
if (!port) throw new Error('host.ts runs as a worker thread');
const { dataDir } = workerData as ThreadData;

const client = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
const prepared = new PreparedStatements(client);

interface OpenTransaction {
  tx: Transaction;
  /** settles the transaction: commit (true) or roll back (false) */
  finish(commit: boolean): void;
  /** resolves once PGlite has committed or rolled back */
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
const unlistens = new Map<string, () => Promise<void>>();

function errorData(err: unknown): ErrorData {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: ErrorData['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean;
    }
  }
  return { message: err.message, name: err.name, fields };
}

function on(tx: number | undefined): Transaction | PGlite {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

function begin(id: number): Promise<number> {
  return new Promise((started, failed) => {
    let finish: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const done = client
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish, done });
        started(id);
        if (!(await decided)) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    done.catch(failed);
  });
}

async function end(tx: number, commit: boolean) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  open.finish(commit);
  await open.done;
}

async function handle(req: Request): Promise<unknown> {
  switch (req.op) {
    case 'query':
      // inside a transaction its queries take only the query lock (the transaction holds the
      // instance); `on` refuses one that is not open
      if (req.tx !== undefined) on(req.tx);
      return prepared.query(
        req.sql,
        req.params,
        { rowMode: req.rowMode, rawTypes: req.rawTypes },
        req.tx !== undefined,
      );
    case 'exec':
      return on(req.tx).exec(req.sql);
    case 'begin':
      return begin(req.id);
    case 'end':
      return end(req.tx, req.commit);
    case 'listen': {
      const channel = req.channel;
      const unlisten = await client.listen(channel, () => {
        const answer: Answer = { id: -1, ok: true, notify: channel };
        port?.postMessage(answer);
      });
      unlistens.set(channel, unlisten);
      return undefined;
    }
    case 'unlisten':
      await unlistens.get(req.channel)?.();
      unlistens.delete(req.channel);
      return undefined;
    case 'dump': {
      const blob = await client.dumpDataDir('gzip');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await client.close();
      return undefined;
  }
}

port.on('message', (req: Request) => {
  handle(req).then(
    (value) => {
      const answer: Answer = { id: req.id, ok: true, value };
      const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
      port.postMessage(answer, transfer);
    },
    (err: unknown) => {
      const answer: Answer = { id: req.id, ok: false, error: errorData(err) };
      port.postMessage(answer);
    },
  );
});

client.waitReady.then(
  () => port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies Answer),
  (err: unknown) => port.postMessage({ id: 0, ok: false, error: errorData(err) } satisfies Answer),
);
