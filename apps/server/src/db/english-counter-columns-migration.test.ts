import { describe, expect, it } from 'vitest';
import { acrossMigration, refusedWith } from '../../test/support/migration-kit';

/**
 * Migration 0020 (issue 30) only renames the counter's Spanish columns to their English code
 * names: the stock's and the till's (`cantidad` → `quantity`, `tipo` → `kind`, `motivo` →
 * `reason`, `monto` → `amount`, `monto_inicial` → `opening_amount`, `efectivo_contado` →
 * `counted_cash`) and the charges' (`descuento` → `discount`, `sena_aplicada` →
 * `deposit_applied`, `propinas` → `tips`, `vuelto` → `change`, `linea` → `line`, `importe` →
 * `amount`, `medio` → `method`, `cuotas` → `installments`, `referencia` → `reference`), with the
 * primary keys named after them. What was written before it is read after it under the new names,
 * the old names are gone, and the checks and keys on the renamed columns still hold. PGlite, and
 * PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0020_english_counter_columns';

describe('migration 0020: English names of the counter columns', () => {
  it(
    'keeps every value under the new names, and the checks on them',
    () =>
      acrossMigration(TAG, async (db, migrateRest) => {
        const [branch] = await db.query<{ id: number }>(
          `insert into branches (nombre, direccion) values ('Centro', 'Calle 1') returning id`,
        );
        const [product] = await db.query<{ id: number }>(
          `insert into products (nombre, precio) values ('Shampoo', 1000) returning id`,
        );
        await db.query(
          `insert into product_stock (product_id, branch_id, cantidad) values ($1, $2, 7)`,
          [product?.id, branch?.id],
        );
        await db.query(
          `insert into stock_movements (product_id, branch_id, cantidad, tipo, motivo, user_name)
         values ($1, $2, 7, 'ajuste', 'stock inicial', 'Ana')`,
          [product?.id, branch?.id],
        );
        const [till] = await db.query<{ id: number }>(
          `insert into tills (branch_id, fecha, opened_by_name, opened_at, monto_inicial,
           efectivo_contado)
         values ($1, '2026-11-23', 'Ana', now(), 1500.5, 1600) returning id`,
          [branch?.id],
        );
        await db.query(
          `insert into till_movements (till_id, tipo, monto, motivo, user_name)
         values ($1, 'egreso', 250, 'Café', 'Ana')`,
          [till?.id],
        );

        const [charge] = await db.query<{ id: number }>(
          `insert into charges (till_id, branch_id, fecha, created_at, charged_by_name, subtotal,
           descuento, sena_aplicada, propinas, total, vuelto)
         values ($1, $2, '2026-11-23', now(), 'Ana', 1000, 100, 200, 50, 750, 250) returning id`,
          [till?.id, branch?.id],
        );
        await db.query(
          `insert into charge_items (charge_id, linea, tipo, product_id, nombre, cantidad, precio,
           importe, sena_aplicada)
         values ($1, 0, 'producto', $2, 'Shampoo', 2, 500, 1000, 0)`,
          [charge?.id, product?.id],
        );
        await db.query(`insert into charge_tips (charge_id, linea, monto) values ($1, 0, 50)`, [
          charge?.id,
        ]);
        await db.query(
          `insert into charge_payments (charge_id, linea, medio, monto, cuotas, referencia)
         values ($1, 0, 'credito', 1000, 3, 'op-1')`,
          [charge?.id],
        );

        await migrateRest();

        expect(await db.query(`select quantity from product_stock`)).toEqual([{ quantity: 7 }]);
        expect(await db.query(`select quantity, kind, reason from stock_movements`)).toEqual([
          { quantity: 7, kind: 'ajuste', reason: 'stock inicial' },
        ]);
        expect(
          await db.query(
            `select opening_amount::text as opening_amount, counted_cash::text as counted_cash
           from tills`,
          ),
        ).toEqual([{ opening_amount: '1500.50', counted_cash: '1600.00' }]);
        expect(
          await db.query(`select kind, amount::text as amount, reason from till_movements`),
        ).toEqual([{ kind: 'egreso', amount: '250.00', reason: 'Café' }]);

        expect(
          await db.query(
            `select discount::text as discount, deposit_applied::text as deposit_applied,
             tips::text as tips, change::text as change from charges`,
          ),
        ).toEqual([
          { discount: '100.00', deposit_applied: '200.00', tips: '50.00', change: '250.00' },
        ]);
        expect(
          await db.query(
            `select line, kind, quantity, amount::text as amount,
             deposit_applied::text as deposit_applied from charge_items`,
          ),
        ).toEqual([
          { line: 0, kind: 'producto', quantity: 2, amount: '1000.00', deposit_applied: '0.00' },
        ]);
        expect(await db.query(`select line, amount::text as amount from charge_tips`)).toEqual([
          { line: 0, amount: '50.00' },
        ]);
        expect(
          await db.query(
            `select line, method, amount::text as amount, installments, reference
           from charge_payments`,
          ),
        ).toEqual([
          { line: 0, method: 'credito', amount: '1000.00', installments: 3, reference: 'op-1' },
        ]);
        // the keys follow the renamed column: their names, and a second line 0 is refused
        expect(
          await db.query(
            `select conname from pg_constraint where contype = 'p'
             and conrelid::regclass::text in ('charge_items', 'charge_tips', 'charge_payments')
           order by conname`,
          ),
        ).toEqual([
          { conname: 'charge_items_charge_id_line_pk' },
          { conname: 'charge_payments_charge_id_line_pk' },
          { conname: 'charge_tips_charge_id_line_pk' },
        ]);
        expect(
          await refusedWith(() =>
            db.query(`insert into charge_tips (charge_id, line, amount) values ($1, 0, 1)`, [
              charge?.id,
            ]),
          ),
        ).toBe('23505');

        // the checks follow the renamed columns: stock never below 0, a movement never 0
        expect(await refusedWith(() => db.query(`update product_stock set quantity = -1`))).toBe(
          '23514',
        );
        expect(await refusedWith(() => db.query(`update stock_movements set quantity = 0`))).toBe(
          '23514',
        );

        const old = await db.query<{ table_name: string; column_name: string }>(
          `select table_name, column_name from information_schema.columns
         where table_schema = 'public'
           and table_name in ('product_stock', 'stock_movements', 'tills', 'till_movements',
             'charges', 'charge_items', 'charge_tips', 'charge_payments')
           and column_name in ('cantidad', 'tipo', 'motivo', 'monto', 'monto_inicial',
             'efectivo_contado', 'descuento', 'sena_aplicada', 'propinas', 'vuelto', 'linea',
             'importe', 'medio', 'cuotas', 'referencia')`,
        );
        expect(old).toEqual([]);
      }),
    120_000,
  );
});
