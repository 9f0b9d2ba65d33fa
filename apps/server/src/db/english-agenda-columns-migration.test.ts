import { describe, expect, it } from 'vitest';
import {
  acrossMigration,
  insertStaffAtBranch,
  refusedWith,
} from '../../test/support/migration-kit';

/**
 * Migration 0025 (issue 30) only renames the agenda configuration's Spanish columns to their
 * English code names: `professional_branches` (`funcion` → `job_title`, `activo` → `active`,
 * `permite_gap_entre_turnos`/`gap_entre_turnos` → `allows_gap`/`gap_minutes`,
 * `dias_agenda_abierta` → `agenda_open_days`, `tipo_`/`valor_de_cobro_de_reserva` →
 * `deposit_type`/`deposit_value`, `horas_caducidad_reserva_impaga`/`horas_reprogramar_turno`/
 * `horas_anticipacion_minima`/`horas_cancelar_turno` → `expiry_hours`/`reschedule_hours`/
 * `min_notice_hours`/`cancel_hours`), the same three hours on `appointments`,
 * `professional_services.activo` → `active`, `working_days` (`activo` → `active`,
 * `hora_inicio1`/`hora_fin1`/`segundo_turno`/`hora_inicio2`/`hora_fin2` → `shift1_start`/
 * `shift1_end`/`second_shift`/`shift2_start`/`shift2_end`) and `closures.fecha_desde`/
 * `fecha_hasta` → `from_date`/`to_date` (with the index on it). What was written before reads the
 * same after, under the new names; the keys and the closure's range check still hold; the old
 * names are gone. PGlite, and PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0025_english_agenda_columns';

describe('migration 0025: English names of the agenda configuration columns', () => {
  it(
    'keeps every value under the new names, and the keys and checks on them',
    () =>
      acrossMigration(TAG, async (db, migrateRest) => {
        const staff = await insertStaffAtBranch(db);
        await db.query(
          `update professional_branches set funcion = 'colorista', activo = false,
           permite_gap_entre_turnos = false, gap_entre_turnos = 30, dias_agenda_abierta = 60,
           tipo_de_cobro_de_reserva = 3, valor_de_cobro_de_reserva = 25.5,
           horas_caducidad_reserva_impaga = 6, horas_reprogramar_turno = 24,
           horas_anticipacion_minima = 2, horas_cancelar_turno = 12
         where id = $1`,
          [staff.professionalBranchId],
        );
        const [service] = await db.query<{ id: number }>(
          `insert into services (nombre, duracion, pattern) values ('Color', 4, '1101')
           returning id`,
        );
        await db.query(
          `insert into professional_services (professional_branch_id, service_id, activo)
           values ($1, $2, false)`,
          [staff.professionalBranchId, service?.id],
        );
        await db.query(
          `insert into working_days (professional_branch_id, dia_semana, activo, hora_inicio1,
           hora_fin1, segundo_turno, hora_inicio2, hora_fin2)
           values ($1, 2, true, '09:00', '13:00', true, '14:00', '20:30')`,
          [staff.professionalBranchId],
        );
        await db.query(
          `insert into appointments (client_id, professional_branch_id, professional_id, branch_id,
           service_id, fecha, hora_inicio, hora_fin, service_name, professional_name, branch_name,
           horas_caducidad_reserva_impaga, horas_reprogramar_turno, horas_cancelar_turno)
         values ($1, $2, $1, $3, 1, '2026-11-23', '10:00', '10:30', 'Ocupado', 'Ana', 'Centro',
           6, 24, 12)`,
          [staff.userId, staff.professionalBranchId, staff.branchId],
        );
        await db.query(
          `insert into closures (branch_id, fecha_desde, fecha_hasta, reason)
           values ($1, '2026-12-22', '2026-12-24', 'Inventario')`,
          [staff.branchId],
        );

        await migrateRest();

        expect(
          await db.query(
            `select job_title, active, allows_gap, gap_minutes, agenda_open_days, deposit_type,
             deposit_value::text as deposit_value, expiry_hours, reschedule_hours,
             min_notice_hours, cancel_hours
           from professional_branches`,
          ),
        ).toEqual([
          {
            job_title: 'colorista',
            active: false,
            allows_gap: false,
            gap_minutes: 30,
            agenda_open_days: 60,
            deposit_type: 3,
            deposit_value: '25.50',
            expiry_hours: 6,
            reschedule_hours: 24,
            min_notice_hours: 2,
            cancel_hours: 12,
          },
        ]);
        expect(await db.query(`select active from professional_services`)).toEqual([
          { active: false },
        ]);
        expect(
          await db.query(
            `select dia_semana, active, shift1_start, shift1_end, second_shift, shift2_start,
             shift2_end from working_days`,
          ),
        ).toEqual([
          {
            dia_semana: 2,
            active: true,
            shift1_start: '09:00',
            shift1_end: '13:00',
            second_shift: true,
            shift2_start: '14:00',
            shift2_end: '20:30',
          },
        ]);
        expect(
          await db.query(`select expiry_hours, reschedule_hours, cancel_hours from appointments`),
        ).toEqual([{ expiry_hours: 6, reschedule_hours: 24, cancel_hours: 12 }]);
        expect(
          await db.query(
            `select from_date::text as from_date, to_date::text as to_date, reason from closures`,
          ),
        ).toEqual([{ from_date: '2026-12-22', to_date: '2026-12-24', reason: 'Inventario' }]);
        // a closure still ends on or after its start, at most 30 days later
        expect(
          await refusedWith(() => db.query(`update closures set to_date = from_date - 1`)),
        ).toBe('23514');
        expect(
          await refusedWith(() => db.query(`update closures set to_date = from_date + 31`)),
        ).toBe('23514');
        // one schedule per weekday of a professional-branch
        expect(
          await refusedWith(() =>
            db.query(
              `insert into working_days (professional_branch_id, dia_semana) values ($1, 2)`,
              [staff.professionalBranchId],
            ),
          ),
        ).toBe('23505');
        expect(
          await db.query(
            `select indexname from pg_indexes
           where tablename = 'closures' and indexname like 'closures_%_index'`,
          ),
        ).toEqual([{ indexname: 'closures_to_date_index' }]);

        const old = await db.query(
          `select table_name, column_name from information_schema.columns
         where table_schema = 'public'
           and table_name in ('professional_branches', 'professional_services', 'working_days',
             'appointments', 'closures')
           and column_name in ('funcion', 'activo', 'permite_gap_entre_turnos', 'gap_entre_turnos',
             'dias_agenda_abierta', 'tipo_de_cobro_de_reserva', 'valor_de_cobro_de_reserva',
             'horas_caducidad_reserva_impaga', 'horas_reprogramar_turno',
             'horas_anticipacion_minima', 'horas_cancelar_turno', 'hora_inicio1', 'hora_fin1',
             'segundo_turno', 'hora_inicio2', 'hora_fin2', 'fecha_desde', 'fecha_hasta')`,
        );
        expect(old).toEqual([]);
      }),
    120_000,
  );
});
