import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freshDatabase, migrationsBefore } from '../../test/support/migration-kit';

/**
 * Migration 0011 (ADR 0076) adds `appointments.unidades` and backfills it: a database whose
 * appointments were written before the column ends with each one's count equal to its
 * `appointment_units` rows (0 for those without: cancelled, overbookings). The database is
 * migrated up to 0010 only (the real files, the journal cut there), filled with random
 * appointments and units, then migrated through 0011 as a server start then did (0024 later
 * renames the column to `unit_count`). PGlite, and PostgreSQL when TEST_DB=postgres (the
 * server-pg project).
 */
let upTo0010: Awaited<ReturnType<typeof migrationsBefore>> | undefined;
let through0011: Awaited<ReturnType<typeof migrationsBefore>> | undefined;

// the migrations as they were before 0011 and after it: the same files, the journal cut there
beforeAll(async () => {
  upTo0010 = await migrationsBefore('0011_appointment_unit_count');
  through0011 = await migrationsBefore('0012_options_join_generation');
});
afterAll(async () => {
  await upTo0010?.remove();
  await through0011?.remove();
});

/** One appointment written before 0011: how many unit rows it owns, and whether it was cancelled. */
const appointment = fc.record({ units: fc.integer({ min: 0, max: 20 }), cancelled: fc.boolean() });

describe('migration 0011: appointments.unidades', () => {
  it('backfills each existing appointment with its unit rows count', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(appointment, { minLength: 1, maxLength: 40 }), async (list) => {
        const db = await freshDatabase();
        try {
          if (!upTo0010 || !through0011) throw new Error('no migrations around 0011');
          await db.migrate(upTo0010.folder);
          const columns = await db.query<{ n: number }>(
            `select count(*)::int as n from information_schema.columns
             where table_name = 'appointments' and column_name = 'unidades'`,
          );
          expect(columns[0]?.n).toBe(0);
          const [user] = await db.query<{ id: number }>(
            `insert into users (email, password_hash, display_name, nombre)
             values ('pro@example.com', 'x', 'Pro', 'Pro') returning id`,
          );
          const [branch] = await db.query<{ id: number }>(
            `insert into branches (nombre, direccion) values ('Centro', 'Calle 1') returning id`,
          );
          const [service] = await db.query<{ id: number }>(
            `insert into services (nombre, duracion, ocupacion) values ('Color', 4, '1101')
             returning id`,
          );
          const [pb] = await db.query<{ id: number }>(
            `insert into professional_branches (professional_id, branch_id) values ($1, $2)
             returning id`,
            [user?.id, branch?.id],
          );
          const expected = new Map<number, number>();
          for (const [i, a] of list.entries()) {
            // a cancelled appointment has no units (they were deleted when it was cancelled)
            const units = a.cancelled ? 0 : a.units;
            const [row] = await db.query<{ id: number; fecha: string }>(
              `insert into appointments (client_id, professional_branch_id, professional_id,
                 branch_id, service_id, fecha, hora_inicio, hora_fin, nombre_servicio,
                 nombre_peluquero, nombre_sucursal, cancelado)
               values ($1, $2, $1, $3, $4, date '2026-01-01' + $5::int, '09:00', '10:00',
                 'Color', 'Pro', 'Centro', $6)
               returning id, fecha::text as fecha`,
              [user?.id, pb?.id, branch?.id, service?.id, i, a.cancelled],
            );
            if (!row) throw new Error('no appointment');
            expected.set(row.id, units);
            if (units > 0) {
              await db.query(
                `insert into appointment_units (professional_id, fecha, unidad, appointment_id)
                 select $1, $2::date, u, $3 from generate_series(0, $4::int - 1) as u`,
                [user?.id, row.fecha, row.id, units],
              );
            }
          }
          await db.migrate(through0011.folder);
          const after = await db.query<{ id: number; unidades: number; rows: number }>(
            `select a.id, a.unidades,
               (select count(*)::int from appointment_units u where u.appointment_id = a.id) as rows
             from appointments a order by a.id`,
          );
          expect(after).toHaveLength(list.length);
          for (const r of after) {
            expect(r.unidades, `appointment ${r.id}`).toBe(expected.get(r.id));
            expect(r.rows).toBe(expected.get(r.id));
          }
        } finally {
          await db.close();
        }
      }),
      { numRuns: 3 },
    );
    // each run starts a database and migrates it twice (PGlite: seconds each)
  }, 120_000);
});
