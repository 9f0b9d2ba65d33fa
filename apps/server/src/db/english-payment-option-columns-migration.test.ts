import { describe, expect, it } from 'vitest';
import {
  acrossMigration,
  insertStaffAtBranch,
  refusedWith,
} from '../../test/support/migration-kit';

/**
 * Migration 0022 (issue 30) only renames the deposit payments' and the options' Spanish columns to
 * their English code names (`estado` → `status`, `monto_pagado_por_cliente` → `amount_paid`,
 * `monto_neto_recibido` → `net_received`, `cuotas` → `installments`, `alerta` → `alert`,
 * `alerta_resuelta_por`/`_at` → `alert_resolved_by`/`_at`; `options.nombre`/`valor` →
 * `name`/`value`): a payment and an option stored before it read the same after it under the new
 * names, the option's key still refuses a second row of its name, and the old names are gone.
 * PGlite, and PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0022_english_payment_option_columns';

describe('migration 0022: English names of the payment and option columns', () => {
  it(
    'keeps every value under the new names',
    () =>
      acrossMigration(TAG, async (db, migrateRest) => {
        const staff = await insertStaffAtBranch(db);
        const [appt] = await db.query<{ id: number }>(
          `insert into appointments (client_id, professional_branch_id, professional_id, branch_id,
           service_id, fecha, hora_inicio, hora_fin, nombre_servicio, professional_name,
           nombre_sucursal)
         values ($1, $2, $1, $3, 1, '2026-11-23', '10:00', '10:30', 'Ocupado', 'Ana', 'Centro')
         returning id`,
          [staff.userId, staff.professionalBranchId, staff.branchId],
        );
        await db.query(
          `insert into payment_info (appointment_id, estado, monto_pagado_por_cliente,
           monto_neto_recibido, cuotas, payment_id, alerta, alerta_resuelta_por, alerta_resuelta_at)
         values ($1, 'approved', 3000, 2807.70, 3, '123', 'pago_tardio', $2,
           '2026-11-24T12:00:00Z')`,
          [appt?.id, staff.userId],
        );
        await db.query(
          `insert into options (nombre, valor) values ('turnos_nombre_sitio', 'Mi sala')`,
        );

        await migrateRest();

        expect(
          await db.query(
            `select appointment_id, status, amount_paid::text as amount_paid,
             net_received::text as net_received, installments, payment_id, alert,
             alert_resolved_by, alert_resolved_at is not null as resolved
           from payment_info`,
          ),
        ).toEqual([
          {
            appointment_id: appt?.id,
            status: 'approved',
            amount_paid: '3000.00',
            net_received: '2807.70',
            installments: 3,
            payment_id: '123',
            alert: 'pago_tardio',
            alert_resolved_by: staff.userId,
            resolved: true,
          },
        ]);
        expect(await db.query(`select name, value from options`)).toEqual([
          { name: 'turnos_nombre_sitio', value: 'Mi sala' },
        ]);
        expect(
          await refusedWith(() =>
            db.query(`insert into options (name, value) values ('turnos_nombre_sitio', 'Otra')`),
          ),
        ).toBe('23505');
        const old = await db.query(
          `select column_name from information_schema.columns
         where table_schema = 'public' and table_name in ('payment_info', 'options')
           and column_name in ('estado', 'monto_pagado_por_cliente', 'monto_neto_recibido',
             'cuotas', 'alerta', 'alerta_resuelta_por', 'alerta_resuelta_at', 'nombre', 'valor')`,
        );
        expect(old).toEqual([]);
      }),
    120_000,
  );
});
