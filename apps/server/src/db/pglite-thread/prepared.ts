/**
 * Named prepared statements for PGlite (ADR 0078). PGlite's own `query` sends every call as
 * parse, describe, bind, describe, execute and sync, each a separate trip into the engine, and
 * PostgreSQL parses and plans the text every time. Here a statement's text is parsed once under a
 * name (its parameter types read once); each call is then one trip: bind, describe, execute, sync,
 * and PostgreSQL reuses the plan as it does for any prepared statement (a generic plan after the
 * fifth call when it is not worse). Results and errors are PGlite's own.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];

/** Statements kept per session; the least recently used one is closed past this. */
export const MAX_PREPARED = 500;
/** PostgreSQL's answer when a table changed under a kept plan: prepared again, once. */
const STALE_PLAN = '0A000';

interface Statement {
  name: string;
  paramTypes: number[];
}

/** How a call's rows are read: as objects or arrays, these type oids kept as PostgreSQL's text. */
export interface ReadAs {
  rowMode: 'object' | 'array';
  rawTypes: readonly number[];
}

const keep = (value: string) => value;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * What the Bind message can hold: text (or bytes). A type's serializer returns other values
 * as they came when they are not its shape (an array serializer given a number returns the
 * number); sent as text, PostgreSQL refuses them as it does from node-postgres (22P02).
 */
function asText(value: unknown): string | Uint8Array {
  if (typeof value === 'string' || value instanceof Uint8Array) return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * PGlite's protocol serializer writes into buffers shared by every message: one that throws
 * half-way (a value it cannot write) would leave its bytes in front of every later message, and
 * every later statement would be answered 08P01. An empty Bind flushes both buffers.
 */
function bind(statement: string, values: (string | Uint8Array | null)[]): Uint8Array {
  try {
    return serialize.bind({ statement, values });
  } catch (err) {
    serialize.bind({});
    throw err;
  }
}

export class PreparedStatements {
  readonly #client: PGlite;
  /** by text, least recently used first (a Map keeps insertion order) */
  readonly #statements = new Map<string, Statement>();
  #counter = 0;
  /**
   * The client's parsers with a set of types kept as text, by that set: built once, not per call.
   * PGlite's own `parseResults` given per-call parsers copies its ~320 parsers into a new object
   * on every call, a quarter of the engine thread's time under a load of bookings (ADR 0109).
   */
  readonly #parsers = new Map<string, { from: Parsers; merged: Parsers }>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  /**
   * Runs `text` with `params`. `inTransaction`: the caller holds PGlite's transaction (its queries
   * take only the query lock); otherwise this waits for any open transaction first, like `query`.
   */
  query(text: string, params: unknown[], readAs: ReadAs, inTransaction: boolean): Promise<Results> {
    const client = this.#client;
    const run = () => client._runExclusiveQuery(() => this.#run(text, params, readAs));
    return inTransaction ? run() : client._runExclusiveTransaction(run);
  }

  async #run(text: string, params: unknown[], readAs: ReadAs): Promise<Results> {
    try {
      return await this.#execute(await this.#statement(text), params, readAs);
    } catch (err) {
      if ((err as { code?: unknown }).code !== STALE_PLAN) throw err;
      await this.#forget(text);
      return this.#execute(await this.#statement(text), params, readAs);
    }
  }

  /** The client's parsers (rebuilt if PGlite replaced them) with `rawTypes` read as text. */
  #parsersFor(rawTypes: readonly number[]): Parsers {
    const from = this.#client.parsers;
    const key = rawTypes.join(',');
    const kept = this.#parsers.get(key);
    if (kept?.from === from) return kept.merged;
    const merged: Parsers = { ...from };
    for (const oid of rawTypes) merged[oid] = keep;
    this.#parsers.set(key, { from, merged });
    return merged;
  }

  async #statement(text: string): Promise<Statement> {
    const kept = this.#statements.get(text);
    if (kept) {
      this.#statements.delete(text);
      this.#statements.set(text, kept);
      return kept;
    }
    const name = `pglite_${++this.#counter}`;
    const { messages } = await this.#client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    if (this.#statements.size > MAX_PREPARED) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) await this.#forget(oldest);
    }
    return statement;
  }

  async #forget(text: string) {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.#client.execProtocol(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      { syncToFs: false },
    );
  }

  async #execute(statement: Statement, params: unknown[], { rowMode, rawTypes }: ReadAs) {
    const { serializers } = this.#client;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[statement.paramTypes[i] ?? 0];
      return asText(serialize ? serialize(value) : value);
    });
    const { messages } = await this.#client.execProtocol(
      concat([
        bind(statement.name, values),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const [result] = parse.parseResults(messages, this.#parsersFor(rawTypes), { rowMode });
    if (!result) throw new Error('PGlite answered no result');
    return result;
  }
}
