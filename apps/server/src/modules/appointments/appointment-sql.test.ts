import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';
import { createStudio, type Studio } from '../../../test/booking-factories';
import { appointments } from '../../db/schema';
import { selectTurnos } from './appointments.queries';
import { TURNO_COLUMNS, TURNO_KEYS, turnoFromRow, type TurnoRow } from './appointment-sql';
import { hotStatement } from '../../db/hot-statement';
import { toTurno } from './appointment-view';

let t: TestApp;
let s: Studio;
beforeAll(async () => {
  t = await createTestApp();
  s = await createStudio(t);
});
afterAll(() => t.close());

/** Text as people type it, with what JSON must escape: quotes, backslashes, controls, emoji. */
const text = (max: number) =>
  fc.string({
    unit: fc.constantFrom('a', 'Ñ', 'é', ' ', '"', '\\', '\n', '\t', '\u0001', '😀', '/', '<', "'"),
    maxLength: max,
  });
/** A timestamp with microseconds, as PostgreSQL stores it (`now()` has them). */
const timestamp = fc
  .record({
    ms: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
    micros: fc.integer({ min: 0, max: 999 }),
  })
  .map(
    ({ ms, micros }) =>
      `${new Date(ms).toISOString().slice(0, -1)}${String(micros).padStart(3, '0')}Z`,
  );

const appointment = fc.record({
  fecha: fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10)),
  horaInicio: fc
    .integer({ min: 0, max: 95 })
    .map(
      (u) =>
        `${String(Math.floor(u / 4)).padStart(2, '0')}:${String((u % 4) * 15).padStart(2, '0')}`,
    ),
  overbooking: fc.boolean(),
  serviceName: text(100),
  professionalName: text(60),
  branchName: text(100),
  price: fc.integer({ min: 0, max: 99_999_999 }).map((c) => (c / 100).toFixed(2)),
  montoReserva: fc.integer({ min: 0, max: 9_999_999 }).map((c) => (c / 100).toFixed(2)),
  cancelado: fc.boolean(),
  canceladoPor: fc.option(fc.constantFrom('cliente', 'admin', 'sistema', 'peluquero')),
  cancelledAt: fc.option(timestamp),
  reservaPaga: fc.boolean(),
  pagoAprobadoPor: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  horas: fc.integer({ min: 0, max: 720 }),
  expiresAt: fc.option(timestamp),
  createdAt: timestamp,
  attendance: fc.constantFrom('pendiente', 'asistio', 'no_asistio'),
  confirmed: fc.boolean(),
  ocupado: fc.boolean(),
  clienteNombre: text(60),
  celular: fc.stringMatching(/^[0-9]{0,15}$/),
});

/** The production path: a hot statement (the driver's own parsers, as the branch agenda runs it). */
const byIds = hotStatement<TurnoRow>(
  'turnos_test_turno_sql',
  `select ${TURNO_COLUMNS} from appointments a join users u on u.id = a.client_id
  where a.id = any($1::int[]) order by a.fecha, a.hora_inicio, a.id`,
);

describe('the wire turno selected column for column (appointment-sql.ts)', () => {
  it('equals toTurno of the same rows, value for value (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(appointment, { minLength: 1, maxLength: 6 }), async (list) => {
        const ids: number[] = [];
        for (const x of list) {
          const client = await createUser(t, {
            nombre: x.clienteNombre || 'Ana',
            celular: x.celular,
          });
          const [row] = await t.db
            .insert(appointments)
            .values({
              clientId: client.user.id,
              professionalBranchId: s.pbId,
              professionalId: s.pro.user.id,
              branchId: s.branch.id,
              serviceId: x.ocupado ? 1 : s.service.id,
              professionalServiceId: x.ocupado ? null : s.link.id,
              fecha: x.fecha,
              horaInicio: x.horaInicio,
              horaFin: x.horaInicio,
              overbooking: x.overbooking,
              serviceName: x.serviceName,
              professionalName: x.professionalName,
              branchName: x.branchName,
              price: x.price,
              montoReserva: x.montoReserva,
              cancelado: x.cancelado,
              canceladoPor: x.canceladoPor,
              reservaPaga: x.reservaPaga,
              pagoAprobadoPor: x.pagoAprobadoPor,
              expiryHours: x.horas,
              rescheduleHours: x.horas % 48,
              cancelHours: x.horas % 24,
              attendance: x.attendance as 'pendiente',
              confirmed: x.confirmed,
            })
            .returning({ id: appointments.id });
          if (!row) throw new Error('no row');
          // timestamps with microseconds, as now() writes them
          await t.db.execute(
            sql`update appointments set created_at = ${x.createdAt}::timestamptz,
              cancelled_at = ${x.cancelledAt}::timestamptz,
              expires_at = ${x.expiresAt}::timestamptz where id = ${row.id}`,
          );
          ids.push(row.id);
        }
        const expected = (
          await selectTurnos(t.db)
            .where(inArray(appointments.id, ids))
            .orderBy(appointments.fecha, appointments.horaInicio, appointments.id)
        ).map(toTurno);
        const rows = await byIds(t.db, [ids]);
        const parsed = rows.map(turnoFromRow);
        expect(parsed).toEqual(expected);
        // and as the client reads it
        expect(JSON.parse(JSON.stringify(parsed))).toEqual(JSON.parse(JSON.stringify(expected)));
        // the same keys in the same order as toTurno (toEqual does not look at the order)
        for (const [i, turno] of parsed.entries()) {
          expect(Object.keys(turno)).toEqual(Object.keys(expected[i] ?? {}));
          expect(Object.keys(turno)).toEqual(TURNO_KEYS);
        }
      }),
      { numRuns: 40 },
    );
  });
});
