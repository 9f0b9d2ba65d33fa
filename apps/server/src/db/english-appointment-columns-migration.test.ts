import { describe, expect, it } from 'vitest';
import {
  acrossMigration,
  insertStaffAtBranch,
  refusedWith,
} from '../../test/support/migration-kit';

/**
 * Migration 0024 (issue 30) only renames the booking core's Spanish columns to their English code
 * names: `appointments.nombre_servicio`/`nombre_sucursal`/`precio`/`fecha_cancelacion`/
 * `secuencia`/`vence_at`/`asistencia`/`confirmado`/`unidades` → `service_name`/`branch_name`/
 * `price`/`cancelled_at`/`sequence`/`expires_at`/`attendance`/`confirmed`/`unit_count` (with the
 * attendance check), and `appointment_units.unidad` → `unit` (with the primary key that makes
 * double booking impossible). What was written before it reads the same after it under the new
 * names, the check and the key still refuse what they refused, and the old names are gone.
 * PGlite, and PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0024_english_appointment_columns';

describe('migration 0024: English names of the appointment columns', () => {
  it(
    'keeps every value under the new names, the attendance check and the unit key',
    () =>
      acrossMigration(TAG, async (db, migrateRest) => {
        const staff = await insertStaffAtBranch(db);
        const [appt] = await db.query<{ id: number }>(
          `insert into appointments (client_id, professional_branch_id, professional_id, branch_id,
           service_id, fecha, hora_inicio, hora_fin, nombre_servicio, professional_name,
           nombre_sucursal, precio, cancelado, cancelado_por, fecha_cancelacion, secuencia,
           vence_at, asistencia, confirmado, unidades)
         values ($1, $2, $1, $3, 1, '2026-11-23', '10:00', '10:30', 'Corte', 'Ana', 'Centro',
           8000.50, true, 'cliente', '2026-11-22T10:00:00Z', 3, '2026-11-21T10:00:00Z',
           'no_asistio', true, 2)
         returning id`,
          [staff.userId, staff.professionalBranchId, staff.branchId],
        );
        await db.query(
          `insert into appointment_units (professional_id, fecha, unidad, appointment_id)
         values ($1, '2026-11-23', 40, $2), ($1, '2026-11-23', 41, $2)`,
          [staff.userId, appt?.id],
        );

        await migrateRest();

        expect(
          await db.query(
            `select service_name, branch_name, price::text as price,
             cancelled_at = '2026-11-22T10:00:00Z'::timestamptz as cancelled_at, sequence,
             expires_at = '2026-11-21T10:00:00Z'::timestamptz as expires_at, attendance,
             confirmed, unit_count
           from appointments`,
          ),
        ).toEqual([
          {
            service_name: 'Corte',
            branch_name: 'Centro',
            price: '8000.50',
            cancelled_at: true,
            sequence: 3,
            expires_at: true,
            attendance: 'no_asistio',
            confirmed: true,
            unit_count: 2,
          },
        ]);
        expect(
          await db.query(`select unit, appointment_id from appointment_units order by unit`),
        ).toEqual([
          { unit: 40, appointment_id: appt?.id },
          { unit: 41, appointment_id: appt?.id },
        ]);
        // attendance is still one of the three values
        expect(
          await refusedWith(() => db.query(`update appointments set attendance = 'tarde'`)),
        ).toBe('23514');
        // a unit of a person on a date is still held by one appointment only
        expect(
          await refusedWith(() =>
            db.query(
              `insert into appointment_units (professional_id, fecha, unit, appointment_id)
               values ($1, '2026-11-23', 41, $2)`,
              [staff.userId, appt?.id],
            ),
          ),
        ).toBe('23505');
        expect(
          await db.query(
            `select conname from pg_constraint
           where conname in ('appointments_attendance_check',
             'appointment_units_professional_id_fecha_unit_pk') order by conname`,
          ),
        ).toEqual([
          { conname: 'appointment_units_professional_id_fecha_unit_pk' },
          { conname: 'appointments_attendance_check' },
        ]);

        const old = await db.query(
          `select table_name, column_name from information_schema.columns
         where table_schema = 'public' and table_name in ('appointments', 'appointment_units')
           and column_name in ('nombre_servicio', 'nombre_sucursal', 'precio', 'fecha_cancelacion',
             'secuencia', 'vence_at', 'asistencia', 'confirmado', 'unidades', 'unidad')`,
        );
        expect(old).toEqual([]);
      }),
    120_000,
  );
});
