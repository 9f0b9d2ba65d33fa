import { describe, expect, it } from 'vitest';
import { acrossMigration, refusedWith } from '../../test/support/migration-kit';

/**
 * Migration 0021 (issue 30) only renames the credit ledger's Spanish columns to their English code
 * names (`monto` → `amount`, `motivo` → `reason`, `nota` → `note`) and the check named after
 * `motivo`: what was written before it is read after it under the new names, the old names are
 * gone, and the partial unique indexes and checks on the renamed columns still hold. PGlite, and
 * PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0021_english_credit_columns';

describe('migration 0021: English names of the credit ledger columns', () => {
  it(
    'keeps every value under the new names, and the rules on them',
    () =>
      acrossMigration(TAG, async (db, migrateRest) => {
        const [user] = await db.query<{ id: number }>(
          `insert into users (email, password_hash, display_name, nombre, roles)
         values ('a@example.com', 'x', 'Ana', 'Ana', '{cliente}') returning id`,
        );
        const [credit] = await db.query<{ id: number }>(
          `insert into credit_movements (client_id, created_at, monto, motivo, remaining, nota,
           user_name)
         values ($1, now(), 500, 'ajuste', 500, 'Regalo', 'Admin') returning id`,
          [user?.id],
        );

        await migrateRest();

        expect(
          await db.query(
            `select id, amount::text as amount, reason, note, remaining::text as remaining
           from credit_movements`,
          ),
        ).toEqual([
          {
            id: credit?.id,
            amount: '500.00',
            reason: 'ajuste',
            note: 'Regalo',
            remaining: '500.00',
          },
        ]);
        // a credit expires once (the partial unique index on `reason`), a reason is one of the
        // list and an amount is never 0 (the checks)
        const expiry = `insert into credit_movements (client_id, created_at, amount, reason,
          credit_id) values ($1, now(), -500, 'vencimiento', $2)`;
        await db.query(expiry, [user?.id, credit?.id]);
        expect(await refusedWith(() => db.query(expiry, [user?.id, credit?.id]))).toBe('23505');
        expect(
          await refusedWith(() =>
            db.query(
              `insert into credit_movements (client_id, created_at, amount, reason)
             values ($1, now(), -1, 'regalo')`,
              [user?.id],
            ),
          ),
        ).toBe('23514');
        expect(
          await refusedWith(() =>
            db.query(
              `insert into credit_movements (client_id, created_at, amount, reason)
             values ($1, now(), 0, 'cobro')`,
              [user?.id],
            ),
          ),
        ).toBe('23514');
        expect(
          await db.query(
            `select conname from pg_constraint
           where conrelid = 'credit_movements'::regclass and contype = 'c' order by conname`,
          ),
        ).toEqual([
          { conname: 'credit_movements_not_zero' },
          { conname: 'credit_movements_reason' },
          { conname: 'credit_movements_remaining' },
        ]);
        const old = await db.query(
          `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'credit_movements'
           and column_name in ('monto', 'motivo', 'nota')`,
        );
        expect(old).toEqual([]);
      }),
    120_000,
  );
});
