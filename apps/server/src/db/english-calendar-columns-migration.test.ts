import { describe, expect, it } from 'vitest';
import {
  acrossMigration,
  insertStaffAtBranch,
  refusedWith,
} from '../../test/support/migration-kit';

/**
 * Migration 0023 (issue 30) only renames the calendar's Spanish columns to their English code
 * names (`closures.razon` and `non_working_days.razon` → `reason`, `holiday_overrides.abierto` →
 * `open`, `appointment_series.cada_semanas`/`repeticiones` → `every_weeks`/`repetitions` with
 * their checks, `wapp_inbound_messages.resultado` → `outcome`): what was written before it reads
 * the same after it under the new names, the checks still refuse what they refused, and the old
 * names are gone. PGlite, and PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0023_english_calendar_columns';

describe('migration 0023: English names of the calendar columns', () => {
  it(
    'keeps every value under the new names, and the checks on them',
    () =>
      acrossMigration(TAG, async (db, migrateRest) => {
        const staff = await insertStaffAtBranch(db);
        await db.query(
          `insert into closures (branch_id, fecha_desde, fecha_hasta, razon)
         values ($1, '2026-12-22', '2026-12-23', 'Inventario anual')`,
          [staff.branchId],
        );
        await db.query(
          `insert into non_working_days (professional_branch_id, fecha, razon)
         values ($1, '2026-12-24', 'Nochebuena')`,
          [staff.professionalBranchId],
        );
        await db.query(
          `insert into holiday_overrides (fecha, abierto) values ('2026-12-08', true)`,
        );
        await db.query(
          `insert into appointment_series (client_id, professional_branch_id, cada_semanas,
           repeticiones)
         values ($1, $2, 2, 6)`,
          [staff.userId, staff.professionalBranchId],
        );
        await db.query(
          `insert into wapp_inbound_messages (message_id, number, resultado)
         values ('m-1', '5492974000000', 'confirmado')`,
        );

        await migrateRest();

        expect(await db.query(`select reason from closures`)).toEqual([
          { reason: 'Inventario anual' },
        ]);
        expect(await db.query(`select reason from non_working_days`)).toEqual([
          { reason: 'Nochebuena' },
        ]);
        expect(await db.query(`select fecha::text as fecha, open from holiday_overrides`)).toEqual([
          { fecha: '2026-12-08', open: true },
        ]);
        expect(await db.query(`select every_weeks, repetitions from appointment_series`)).toEqual([
          { every_weeks: 2, repetitions: 6 },
        ]);
        expect(await db.query(`select message_id, outcome from wapp_inbound_messages`)).toEqual([
          { message_id: 'm-1', outcome: 'confirmado' },
        ]);
        // a series still repeats every 1 to 12 weeks, 2 to 26 times
        expect(
          await refusedWith(() => db.query(`update appointment_series set every_weeks = 13`)),
        ).toBe('23514');
        expect(
          await refusedWith(() => db.query(`update appointment_series set repetitions = 1`)),
        ).toBe('23514');

        const old = await db.query(
          `select table_name, column_name from information_schema.columns
         where table_schema = 'public'
           and table_name in ('closures', 'non_working_days', 'holiday_overrides',
             'appointment_series', 'wapp_inbound_messages')
           and column_name in ('razon', 'abierto', 'cada_semanas', 'repeticiones', 'resultado')`,
        );
        expect(old).toEqual([]);
      }),
    120_000,
  );
});
