import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite, types } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './client';
import { MAX_PREPARED } from './prepared';

const run = promisify(execFile);

/** drizzle's parsers: these types keep PostgreSQL's text (drizzle maps them itself). */
const keep = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, keep]),
);

const SCHEMA = `
  create table things (
    id serial primary key,
    code text not null unique,
    n int,
    flag boolean,
    amount numeric(10, 2),
    day date,
    at timestamptz,
    units smallint[],
    doc jsonb
  );
  create table counter (id int primary key, value int not null);
  insert into counter values (1, 0);
`;

const INSERT = `insert into things (code, n, flag, amount, day, at, units, doc)
  values ($1, $2, $3, $4, $5, $6, $7::smallint[], $8) returning *`;

/** Values as the server's queries pass them: text, numbers, booleans, null, dates, arrays, JSON. */
const row = fc.record({
  code: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes('\0')),
  n: fc.option(fc.integer({ min: -2_000_000, max: 2_000_000 })),
  flag: fc.option(fc.boolean()),
  amount: fc.option(
    fc.integer({ min: -99_999_999, max: 99_999_999 }).map((c) => (c / 100).toFixed(2)),
  ),
  day: fc.option(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ),
  at: fc.option(
    fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
  ),
  units: fc.array(fc.integer({ min: 0, max: 95 }), { maxLength: 12 }),
  doc: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()))),
});

type Row = typeof row extends fc.Arbitrary<infer R> ? R : never;
const params = (r: Row) => [r.code, r.n, r.flag, r.amount, r.day, r.at, r.units, r.doc];

// about the embedded database only: run once, in the PGlite project
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite on its own thread', () => {
  let thread: PGliteThread;
  let reference: PGlite;

  beforeAll(async () => {
    thread = await PGliteThread.start(undefined);
    reference = new PGlite();
    await thread.exec(SCHEMA);
    await reference.exec(SCHEMA);
  });
  afterAll(async () => {
    await thread.close();
    await reference.close();
  });

  it('answers every query as PGlite itself does: rows, fields and types, in both row modes', async () => {
    await fc.assert(
      fc.asyncProperty(
        row,
        fc.constantFrom('object' as const, 'array' as const),
        async (r, rowMode) => {
          const options = { rowMode, parsers: DRIZZLE_PARSERS };
          const code = `${r.code}-${Math.random()}`;
          const values = params({ ...r, code });
          const mine = await thread.query(INSERT, values, options);
          const theirs = await reference.query(INSERT, values, options);
          // serial ids differ only if the two diverged: they must not
          expect(mine.rows).toEqual(theirs.rows);
          expect(mine.fields).toEqual(theirs.fields);
          expect(mine.affectedRows).toBe(theirs.affectedRows);
          const select = 'select * from things where code = $1';
          const again = await thread.query(select, [code], options);
          expect(again.rows).toEqual((await reference.query(select, [code], options)).rows);
          // PGlite's own parsers too (no drizzle parsers): Date, number, arrays, objects
          const plain = await thread.query(select, [code]);
          expect(plain.rows).toEqual((await reference.query(select, [code])).rows);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a refused row carries the SQLSTATE and the constraint, and the next query still works', async () => {
    await thread.query(INSERT, params({ ...blankRow(), code: 'twice' }));
    const err = await thread
      .query(INSERT, params({ ...blankRow(), code: 'twice' }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 'things_code_key' });
    const syntax = await thread.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a parameter the statement cannot take is refused, and every later statement still works', async () => {
    // PGlite's protocol writers are shared: a value the Bind message cannot hold used to throw
    // half-way through writing it and leave every later statement answered 08P01 (found by the
    // notification worker's property test). A value of the wrong shape is now sent as text and
    // refused by PostgreSQL as PostgreSQL refuses it from node-postgres.
    const statements = ['select $1::bigint[] as v', 'select $1::int as v', 'select $1::text as v'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...statements),
        fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.bigInt(), fc.object(), fc.string()),
        async (text, value) => {
          await thread.query(text, [value]).catch((e: unknown) => e);
          expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([
            { one: 1 },
          ]);
        },
      ),
      { numRuns: 80 },
    );
    const refused = await thread.query('select $1::bigint[] as v', [14]).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: '22P02' });
    expect((await thread.query<{ v: number[] }>('select $1::int[] as v', [[1, 2]])).rows).toEqual([
      { v: [1, 2] },
    ]);
  });

  it('a transaction commits when its callback resolves and rolls back when it throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('update counter set value = 10 where id = 1');
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('update counter set value = 99 where id = 1');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    // a failed statement inside aborts the transaction; it rolls back as a whole
    const failed = await thread
      .transaction(async (tx) => {
        await tx.query('update counter set value = 77 where id = 1');
        await tx.query('select 1/0');
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22012' });
    const { rows } = await thread.query<{ value: number }>(
      'select value from counter where id = 1',
    );
    expect(rows).toEqual([{ value: 10 }]);
  });

  it('transactions and single queries never interleave: n concurrent read-then-write increments add n', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 0, max: 10 }),
        async (n, readers) => {
          const start =
            (await thread.query<{ value: number }>('select value from counter where id = 1'))
              .rows[0]?.value ?? 0;
          const seen: number[] = [];
          await Promise.all([
            ...Array.from({ length: n }, () =>
              thread.transaction(async (tx) => {
                const { rows } = await tx.query<{ value: number }>(
                  'select value from counter where id = 1',
                );
                await new Promise((r) => setTimeout(r, 0));
                await tx.query('update counter set value = $1 where id = 1', [
                  (rows[0]?.value ?? 0) + 1,
                ]);
              }),
            ),
            ...Array.from({ length: readers }, async () => {
              const { rows } = await thread.query<{ value: number }>(
                'select value from counter where id = 1',
              );
              seen.push(rows[0]?.value ?? -1);
            }),
          ]);
          const end = (
            await thread.query<{ value: number }>('select value from counter where id = 1')
          ).rows[0]?.value;
          expect(end).toBe(start + n);
          for (const v of seen) expect(v >= start && v <= start + n).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('a query from outside waits for an open transaction: it neither sees nor joins its writes', async () => {
    await thread.query(`update counter set value = 500 where id = 1`);
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = thread
      .transaction(async (tx) => {
        await tx.query('update counter set value = 600 where id = 1');
        inside();
        await released;
        throw new Error('rollback');
      })
      .catch(() => 'rolled back');
    await holding;
    const outsideRead = thread.query<{ value: number }>('select value from counter where id = 1');
    const outsideWrite = thread.query(`insert into counter values (2, 1)`);
    await new Promise((r) => setTimeout(r, 30));
    release();
    expect(await rolledBack).toBe('rolled back');
    expect((await outsideRead).rows).toEqual([{ value: 500 }]);
    await outsideWrite;
    const { rows } = await thread.query('select id, value from counter order by id');
    expect(rows).toEqual([
      { id: 1, value: 500 },
      { id: 2, value: 1 },
    ]);
    await thread.query('delete from counter where id = 2');
  });

  it('keeps working past its prepared statements limit and when a table changes under a kept plan', async () => {
    for (let i = 0; i < MAX_PREPARED + 40; i++) {
      const { rows } = await thread.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
      expect(rows).toEqual([{ v: 1 + i }]);
    }
    expect((await thread.query<{ v: number }>('select $1::int + 0 as v', [5])).rows).toEqual([
      { v: 5 },
    ]);

    await thread.exec('create table shape (a int); insert into shape values (1)');
    const text = 'select * from shape';
    for (let i = 0; i < 6; i++) expect((await thread.query(text)).rows).toEqual([{ a: 1 }]);
    await thread.exec('alter table shape add column b text default $$x$$');
    expect((await thread.query(text)).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('LISTEN hears a NOTIFY once its transaction commits, never a rolled back one', async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen('wake', () => heard.push('wake'));
    await thread.transaction(async (tx) => {
      await tx.query(`select pg_notify('wake', '')`);
      await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard.length).toBe(1);
    await thread
      .transaction(async (tx) => {
        await tx.query(`select pg_notify('wake', '')`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await thread.query(`select pg_notify('other', '')`);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['wake']);
    await unlisten();
    await thread.query(`select pg_notify('wake', '')`);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['wake']);
  });

  it('dumps the data directory as a gzipped tarball', async () => {
    const dump = await thread.dumpDataDir();
    expect(dump).toBeInstanceOf(Uint8Array);
    expect([dump[0], dump[1]]).toEqual([0x1f, 0x8b]);
  });

  it('a data directory that cannot be opened fails the start with the reason, and nothing hangs', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-thread-')), 'a-file');
    fs.writeFileSync(file, 'not a directory');
    await expect(PGliteThread.start(path.join(file, 'pgdata'))).rejects.toThrow();
  });

  it('keeps the process alive while a call is in flight, and not once the database is idle', async () => {
    const client = fileURLToPath(new URL('./client.ts', import.meta.url));
    const script = [
      `import { PGliteThread } from ${JSON.stringify(client)};`,
      'const thread = await PGliteThread.start(undefined);',
      `const { rows } = await thread.query('select 41 + 1 as n');`,
      'console.log(rows[0].n);',
      // no close: an idle thread must not hold the process open
    ].join('\n');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-thread-')), 'idle.mts');
    fs.writeFileSync(file, script);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { timeout: 25_000 });
    expect(stdout.trim()).toBe('42');
  });

  it('after close, every call is refused instead of waiting forever', async () => {
    const other = await PGliteThread.start(undefined);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow();
  });
});

function blankRow(): Row {
  return { code: '', n: null, flag: null, amount: null, day: null, at: null, units: [], doc: null };
}
