import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  migrationsBefore,
  migrationsFolder,
} from '../../test/support/migration-kit';

/**
 * Migration 0019 (issue 30) only renames Spanish columns to their English code names
 * (`services.ocupacion` → `pattern`, `professional_branches.grilla_turnos` → `grid_step`,
 * `appointments.sobreturno` → `overbooking`, `appointments.nombre_peluquero` →
 * `professional_name`): what was written before it is read after it under the new names, and the
 * old names are gone. PGlite, and PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0019_english_columns';
let before: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  before = await migrationsBefore(TAG);
});
afterAll(() => before.remove());

describe('migration 0019: English column names', () => {
  it('keeps every value under the new names', async () => {
    const db = await freshDatabase();
    try {
      await db.migrate(before.folder);
      const [branch] = await db.query<{ id: number }>(
        `insert into branches (nombre, direccion) values ('Centro', 'Calle 1') returning id`,
      );
      const [user] = await db.query<{ id: number }>(
        `insert into users (email, password_hash, display_name, nombre, roles)
         values ('a@example.com', 'x', 'Ana', 'Ana', '{peluquero,peluadmin}') returning id`,
      );
      const [service] = await db.query<{ id: number }>(
        `insert into services (nombre, duracion, ocupacion) values ('Color', 4, '1101')
         returning id`,
      );
      const [pb] = await db.query<{ id: number }>(
        `insert into professional_branches (professional_id, branch_id, grilla_turnos)
         values ($1, $2, 30) returning id`,
        [user?.id, branch?.id],
      );
      const insert = `insert into appointments (client_id, professional_branch_id,
          professional_id, branch_id, service_id, fecha, hora_inicio, hora_fin, nombre_servicio,
          nombre_peluquero, nombre_sucursal, sobreturno)
        values ($1, $2, $1, $3, $4, '2026-11-23', $5, '11:00', 'Color', $6, 'Centro', $7)
        returning id`;
      const [regular] = await db.query<{ id: number }>(insert, [
        user?.id,
        pb?.id,
        branch?.id,
        service?.id,
        '10:00',
        'Ana Pérez',
        false,
      ]);
      const [over] = await db.query<{ id: number }>(insert, [
        user?.id,
        pb?.id,
        branch?.id,
        service?.id,
        '10:15',
        'Ana P.',
        true,
      ]);

      await db.migrate(migrationsFolder);

      expect(
        await db.query(`select id, pattern from services where id = $1`, [service?.id]),
      ).toEqual([{ id: service?.id, pattern: '1101' }]);
      expect(
        await db.query(`select id, grid_step from professional_branches where id = $1`, [pb?.id]),
      ).toEqual([{ id: pb?.id, grid_step: 30 }]);
      expect(
        await db.query(`select id, professional_name, overbooking from appointments order by id`),
      ).toEqual([
        { id: regular?.id, professional_name: 'Ana Pérez', overbooking: false },
        { id: over?.id, professional_name: 'Ana P.', overbooking: true },
      ]);
      const old = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public'
           and column_name in ('ocupacion', 'grilla_turnos', 'sobreturno', 'nombre_peluquero')`,
      );
      expect(old).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
