import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams } from '../../../test/booking-factories';
import { appointments } from '../../db/schema';
import { setOption } from '../options/options.queries';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires; the bookings are for Tuesday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await setOption(t.db, 'turnos_cant_max_turnos_permitidos', '0');
  await t.close();
});

const FECHA = '2026-11-24';
// the studio's '1101' service lasts an hour: these starts share no unit, so only the limit refuses
const STARTS = ['09:00', '10:00', '11:00', '12:00', '16:00', '17:00', '18:00', '19:00'];

/**
 * A client's own bookings fired at once: with a limit of k active appointments exactly k win and
 * the rest get 1005; with no limit (0) every one wins. The limit path locks the client's row in a
 * transaction; the path without a limit writes with no lock and no transaction (ADR 0077).
 */
describe('the active-appointment limit under concurrency', () => {
  it('k of n parallel bookings of one client win under a limit of k; all of them with none', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: STARTS.length }),
        async (limit, n) => {
          const s = await createStudio(t);
          await setOption(t.db, 'turnos_cant_max_turnos_permitidos', String(limit));
          const results = await Promise.all(
            STARTS.slice(0, n).map(async (hora) => {
              const r = await api(
                t,
                'POST',
                'reservar-turno',
                reserveParams(s, FECHA, hora),
                s.client.token,
              );
              return { statusCode: r.statusCode, errorCode: body(r).data?.errorCode };
            }),
          );
          const wins = limit === 0 ? n : Math.min(limit, n);
          expect(results.filter((r) => r.statusCode === 200)).toHaveLength(wins);
          expect(results.filter((r) => r.statusCode === 409 && r.errorCode === 1005)).toHaveLength(
            n - wins,
          );
          const stored = await t.db
            .select({ id: appointments.id })
            .from(appointments)
            .where(
              and(eq(appointments.clientId, s.client.user.id), eq(appointments.cancelado, false)),
            );
          expect(stored).toHaveLength(wins);
        },
      ),
      { numRuns: 12 },
    );
  });
});
