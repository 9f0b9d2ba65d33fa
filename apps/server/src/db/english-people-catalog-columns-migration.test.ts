import { describe, expect, it } from 'vitest';
import {
  acrossMigration,
  insertStaffAtBranch,
  refusedWith,
} from '../../test/support/migration-kit';

/**
 * Migration 0026 (issue 30) only renames the last Spanish columns to their English code names:
 * `users.nombre`/`celular`/`primera_vez`/`busqueda` → `name`/`phone`/`first_time`/`search_text`,
 * `client_notes.nota` → `note`, `branches.nombre`/`direccion` → `name`/`address`,
 * `services.nombre`/`descripcion`/`precio` → `name`/`description`/`price`, `products`' `nombre`,
 * `descripcion`, `codigo`, `precio`, `costo`, `activo`, `busqueda` → `name`, `description`, `code`,
 * `price`, `cost`, `active`, `search_text` (with the unique index on the code),
 * `charge_items.nombre`/`precio` → `name`/`unit_price` and `waitlist_entries.hora_desde`/
 * `hora_hasta` → `time_from`/`time_to`. What was written before reads the same after under the
 * new names; the generated search columns still follow the renamed columns they are made of; the
 * unique keys still hold; the old names are gone. PGlite, and PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0026_english_people_catalog_columns';

describe('migration 0026: English names of the people and catalog columns', () => {
  it(
    'keeps every value under the new names, the search columns and the unique keys',
    () =>
      acrossMigration(TAG, async (db, migrateRest) => {
        const staff = await insertStaffAtBranch(db);
        await db.query(`update users set celular = '2974000000', primera_vez = false`);
        await db.query(
          `insert into client_notes (client_id, nota) values ($1, 'Prefiere mañana')`,
          [staff.userId],
        );
        const [service] = await db.query<{ id: number }>(
          `insert into services (nombre, descripcion, duracion, pattern, precio)
           values ('Color', 'Tintura completa', 4, '1101', 18000.50) returning id`,
        );
        const [product] = await db.query<{ id: number }>(
          `insert into products (nombre, descripcion, codigo, precio, costo, activo)
           values ('Shampoo Ácido', 'Frasco 500 ml', 'SH-1', 12500, 7000, false) returning id`,
        );
        const [link] = await db.query<{ id: number }>(
          `insert into professional_services (professional_branch_id, service_id)
           values ($1, $2) returning id`,
          [staff.professionalBranchId, service?.id],
        );
        await db.query(
          `insert into waitlist_entries (client_id, professional_branch_id, professional_service_id,
           fecha, hora_desde, hora_hasta) values ($1, $2, $3, '2026-12-01', '09:00', '12:00')`,
          [staff.userId, staff.professionalBranchId, link?.id],
        );
        const [till] = await db.query<{ id: number }>(
          `insert into tills (branch_id, fecha, opened_by_name, opened_at, opening_amount)
           values ($1, '2026-11-23', 'Ana', now(), 0) returning id`,
          [staff.branchId],
        );
        const [charge] = await db.query<{ id: number }>(
          `insert into charges (till_id, branch_id, fecha, created_at, charged_by_name, subtotal,
           discount, deposit_applied, tips, total, change)
           values ($1, $2, '2026-11-23', now(), 'Ana', 25000, 0, 0, 0, 25000, 0) returning id`,
          [till?.id, staff.branchId],
        );
        await db.query(
          `insert into charge_items (charge_id, line, kind, product_id, nombre, quantity, precio,
           amount) values ($1, 0, 'producto', $2, 'Shampoo Ácido', 2, 12500, 25000)`,
          [charge?.id, product?.id],
        );

        await migrateRest();

        expect(
          await db.query(`select name, phone, first_time, search_text from users where id = $1`, [
            staff.userId,
          ]),
        ).toEqual([
          {
            name: 'Ana',
            phone: '2974000000',
            first_time: false,
            search_text: 'ana\na@example.com',
          },
        ]);
        expect(await db.query(`select note from client_notes`)).toEqual([
          { note: 'Prefiere mañana' },
        ]);
        expect(await db.query(`select name, address from branches`)).toEqual([
          { name: 'Centro', address: 'Calle 1' },
        ]);
        expect(
          await db.query(
            `select name, description, price::text as price from services where id = $1`,
            [service?.id],
          ),
        ).toEqual([{ name: 'Color', description: 'Tintura completa', price: '18000.50' }]);
        expect(
          await db.query(
            `select name, description, code, price::text as price, cost::text as cost, active,
             search_text from products`,
          ),
        ).toEqual([
          {
            name: 'Shampoo Ácido',
            description: 'Frasco 500 ml',
            code: 'SH-1',
            price: '12500.00',
            cost: '7000.00',
            active: false,
            search_text: 'shampoo acido\nsh-1',
          },
        ]);
        expect(
          await db.query(`select name, unit_price::text as unit_price, amount::text as amount
           from charge_items`),
        ).toEqual([{ name: 'Shampoo Ácido', unit_price: '12500.00', amount: '25000.00' }]);
        expect(await db.query(`select time_from, time_to from waitlist_entries`)).toEqual([
          { time_from: '09:00', time_to: '12:00' },
        ]);
        // the search columns are still made of the renamed columns
        await db.query(`update users set name = 'Ñandú Pérez' where id = $1`, [staff.userId]);
        await db.query(`update products set name = 'Acondicionador', code = 'AC-2'`);
        expect(
          await db.query(`select search_text from users where id = $1`, [staff.userId]),
        ).toEqual([{ search_text: 'nandu perez\na@example.com' }]);
        expect(await db.query(`select search_text from products`)).toEqual([
          { search_text: 'acondicionador\nac-2' },
        ]);
        // a product code is still unique, an e-mail too
        expect(
          await refusedWith(() =>
            db.query(`insert into products (name, price, code) values ('Otro', 1, 'AC-2')`),
          ),
        ).toBe('23505');
        expect(
          await refusedWith(() =>
            db.query(
              `insert into users (email, password_hash, display_name, name)
               values ('a@example.com', 'x', 'Otra', 'Otra')`,
            ),
          ),
        ).toBe('23505');

        const old = await db.query(
          `select table_name, column_name from information_schema.columns
         where table_schema = 'public'
           and table_name in ('users', 'client_notes', 'branches', 'services', 'products',
             'charge_items', 'waitlist_entries')
           and column_name in ('nombre', 'celular', 'primera_vez', 'busqueda', 'nota', 'direccion',
             'descripcion', 'precio', 'codigo', 'costo', 'activo', 'hora_desde', 'hora_hasta')`,
        );
        expect(old).toEqual([]);
      }),
    120_000,
  );
});
