import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { createStudio, reserve, type Studio } from '../../../test/booking-factories';
import { appointmentUnits } from '../../db/schema';
import { getTakenUnits, type TakenUnitsKey } from './taken-units.queries';
import { getAgendaGeneration } from './agenda-config.queries';

// Under load, concurrent availability requests share one taken-units statement
// (db/statement-batcher.ts). Each must still get exactly its own person's, own day's units.
// The test clock: Monday 2026-11-23, 09:00 in Buenos Aires.
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

let t: TestApp;
let a: Studio;
let b: Studio;
const booked: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await createStudio(t), await createStudio(t)];
  const bookings: [Studio, string, string][] = [
    [a, WEDNESDAY, '09:00'],
    [a, WEDNESDAY, '11:00'],
    [a, THURSDAY, '16:00'],
    [b, THURSDAY, '10:00'],
  ];
  for (const [s, fecha, hora] of bookings) {
    const res = await reserve(t, s, fecha, hora);
    expect(res.statusCode).toBe(200);
    booked.push(Number(body(res).data.id_turno));
  }
});
afterAll(() => t.close());

/** The same answer, one plain query per key. */
async function expected(key: TakenUnitsKey): Promise<number[]> {
  const rows = await t.db
    .select({ unit: appointmentUnits.unit })
    .from(appointmentUnits)
    .where(
      and(
        eq(appointmentUnits.professionalId, key.professionalId),
        eq(appointmentUnits.fecha, key.fecha),
        ne(appointmentUnits.appointmentId, key.exceptAppointmentId ?? 0),
      ),
    );
  return rows.map((r) => r.unit).sort((x, y) => x - y);
}

describe('taken units', () => {
  it('concurrent requests for different people, days and exceptions each get their own units', async () => {
    const keys: TakenUnitsKey[] = [
      { professionalId: a.pro.user.id, fecha: WEDNESDAY },
      { professionalId: a.pro.user.id, fecha: THURSDAY },
      { professionalId: b.pro.user.id, fecha: THURSDAY },
      { professionalId: b.pro.user.id, fecha: WEDNESDAY },
      { professionalId: a.pro.user.id, fecha: WEDNESDAY, exceptAppointmentId: booked[0] },
      { professionalId: a.pro.user.id, fecha: WEDNESDAY, exceptAppointmentId: booked[3] },
    ];
    const want = await Promise.all(keys.map(expected));
    // the day with two bookings, without the first one, and an empty day: the cases differ
    expect(want[0]?.length).toBe(6);
    expect(want[4]?.length).toBe(3);
    expect(want[3]).toEqual([]);
    expect(want[5]).toEqual(want[0]);

    const generation = await getAgendaGeneration(t.db);
    const order = Array.from({ length: 120 }, (_, i) => i % keys.length).reverse();
    const answers = await Promise.all(
      order.map((i) => getTakenUnits(t.db, keys[i] as TakenUnitsKey)),
    );
    answers.forEach((answer, n) => {
      expect([...answer.taken].sort((x, y) => x - y)).toEqual(want[order[n] ?? -1]);
      expect(answer.generation).toBe(generation);
    });
  });

  it('a booking committed before the request is in its answer, even while others are in flight', async () => {
    const key = { professionalId: b.pro.user.id, fecha: WEDNESDAY };
    const busy = Array.from({ length: 30 }, () => getTakenUnits(t.db, key));
    const res = await reserve(t, b, WEDNESDAY, '17:00');
    expect(res.statusCode).toBe(200);
    const after = await getTakenUnits(t.db, key);
    expect([...after.taken].sort((x, y) => x - y)).toEqual(await expected(key));
    expect(after.taken.size).toBe(3);
    await Promise.all(busy);
  });
});
