import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  insertStaffAtBranch,
  migrationsBefore,
  refusedWith,
} from '../../test/support/migration-kit';

/**
 * Migration 0015 (ADR 0097) only adds the counter's tables: a database with appointments written
 * before it keeps them as they were, none charged, and the new rules hold at once (one open till
 * per branch, stock never below 0, an appointment in at most one valid charge). PGlite, and
 * PostgreSQL when TEST_DB=postgres.
 */
const TAG = '0015_the_counter';
/** The migration after it: the rules are read as 0015 wrote them (later ones rename columns). */
const NEXT = '0016_commission_rates';
let before: Awaited<ReturnType<typeof migrationsBefore>>;
let through: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  before = await migrationsBefore(TAG);
  through = await migrationsBefore(NEXT);
});
afterAll(async () => {
  await before.remove();
  await through.remove();
});

describe('migration 0015: the counter', () => {
  it('keeps the appointments, none charged, and enforces the counter rules', async () => {
    const db = await freshDatabase();
    try {
      await db.migrate(before.folder);
      const staff = await insertStaffAtBranch(db);
      const [appt] = await db.query<{ id: number }>(
        `insert into appointments (client_id, professional_branch_id, professional_id, branch_id,
           service_id, fecha, hora_inicio, hora_fin, nombre_servicio, nombre_peluquero,
           nombre_sucursal, precio)
         values ($1, $2, $1, $3, 1, '2026-11-23', '10:00', '10:30', 'Ocupado', 'Ana', 'Centro', '8000')
         returning id`,
        [staff.userId, staff.professionalBranchId, staff.branchId],
      );
      await db.migrate(through.folder);
      const rows = await db.query<{ id: number; precio: string; charged: number }>(
        `select a.id, a.precio::text as precio,
           (select count(*)::int from appointment_charges c where c.appointment_id = a.id) as charged
         from appointments a`,
      );
      expect(rows).toEqual([{ id: appt?.id, precio: '8000.00', charged: 0 }]);

      const till = `insert into tills (branch_id, fecha, opened_by_name, opened_at, monto_inicial)
        values ($1, '2026-11-23', 'Ana', now(), 0) returning id`;
      const [t1] = await db.query<{ id: number }>(till, [staff.branchId]);
      expect(await refusedWith(() => db.query(till, [staff.branchId]))).toBe('23505');
      const [product] = await db.query<{ id: number }>(
        `insert into products (nombre, precio, codigo) values ('Shampoo', 1000, 'A1') returning id`,
      );
      expect(
        await refusedWith(() =>
          db.query(`insert into products (nombre, precio, codigo) values ('Otro', 1, 'A1')`),
        ),
      ).toBe('23505');
      expect(
        await refusedWith(() =>
          db.query(
            `insert into product_stock (product_id, branch_id, cantidad) values ($1, $2, -1)`,
            [product?.id, staff.branchId],
          ),
        ),
      ).toBe('23514');
      const charge = `insert into charges (till_id, branch_id, fecha, created_at, charged_by_name,
          subtotal, descuento, sena_aplicada, propinas, total, vuelto)
        values ($1, $2, '2026-11-23', now(), 'Ana', 0, 0, 0, 0, 0, 0) returning id`;
      const [c1] = await db.query<{ id: number }>(charge, [t1?.id, staff.branchId]);
      const [c2] = await db.query<{ id: number }>(charge, [t1?.id, staff.branchId]);
      const link = `insert into appointment_charges (appointment_id, charge_id) values ($1, $2)`;
      await db.query(link, [appt?.id, c1?.id]);
      expect(await refusedWith(() => db.query(link, [appt?.id, c2?.id]))).toBe('23505');
    } finally {
      await db.close();
    }
  }, 120_000);
});
