import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/harness';
import { hotStatement } from './hot-statement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `$n` out of order and repeated, as the hot statements write them. */
const echo = hotStatement<{ a: number; b: string; a_again: number; list: number[] }>(
  'turnos_test_hot_echo',
  `select $2::int as a, $1::text as b, $2::int as a_again, $3::int[] as list`,
);

/** Every kind of value drizzle's sessions keep as text, and a few they parse. */
const kinds = hotStatement<Record<string, unknown>>(
  'turnos_test_hot_kinds',
  `select $1::timestamptz as at, $1::timestamp as local, $2::date as day, array[$2::date] as days,
  '90 minutes'::interval as span, array[1.50]::numeric[] as amounts, 2.50::numeric as amount,
  $3::int as n, $4::text[] as texts, $5::jsonb as doc, $3::int > 0 as yes, null::text as nothing`,
);

describe('hot statements (ADR 0093: drizzle public execute, named by the connection)', () => {
  it('reads rows alike straight from the driver (ADR 0104) and through drizzle in a transaction', async () => {
    const params = ['2026-11-28T13:05:00.000Z', '2026-11-28', 7, ['a', 'b'], '{"x":[1]}'];
    const [direct] = await kinds(t.db, params);
    const [drizzle] = await t.db.transaction(async (tx) => kinds(tx, params));
    expect(direct).toEqual(drizzle);
    expect(direct).toMatchObject({ day: '2026-11-28', n: 7, texts: ['a', 'b'], doc: { x: [1] } });
    expect(typeof direct?.at).toBe('string');
  });

  it('binds each $n to the n-th value, wherever and however often it appears (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 20 }).filter((s) => !s.includes('\u0000')),
        fc.integer({ min: -1000, max: 1000 }),
        fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 5 }),
        async (b, a, list) => {
          const [row] = await echo(t.db, [b, a, list]);
          expect(row).toEqual({ a, b, a_again: a, list });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('runs in the caller’s transaction', async () => {
    const seen = await t.db.transaction(async (tx) => {
      const [row] = await echo(tx, ['x', 1, []]);
      return row?.b;
    });
    expect(seen).toBe('x');
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'is a named prepared statement of the connection on PostgreSQL',
    async () => {
      const names = await t.db.transaction(async (tx) => {
        await echo(tx, ['x', 1, []]);
        const result = (await tx.execute(
          `select name from pg_prepared_statements where name = 'turnos_test_hot_echo'`,
        )) as unknown as { rows: { name: string }[] };
        return result.rows.map((r) => r.name);
      });
      expect(names).toEqual(['turnos_test_hot_echo']);
    },
  );
});
