import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { minutesToTime } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin } from '../../../test/factories';
import { api, createProfessional, linkService } from '../../../test/catalog-factories';
import { createStudio, reserveParams } from '../../../test/booking-factories';
import { createVisitStudio, reserveVisit } from '../../../test/visit-factories';
import { appointments, workingDays } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { confirmForClient } from './change.service';

/**
 * ADR 0074: a confirmation (the client's WhatsApp "1", contract §6.5) is of a date and time.
 * Whatever sequence of confirmations and moves (by the client, by staff, to another professional,
 * a whole visit) an appointment goes through, `confirmado` is true iff the last change to it was
 * a confirmation of the time it has now. A confirmation of an older version changes nothing.
 */
// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const hora = fc.integer({ min: 0, max: 8 }).map((q) => minutesToTime(9 * 60 + q * 15));
const fecha = fc.constantFrom('2026-11-24', '2026-11-25', '2026-11-26');
type Op =
  | { kind: 'confirm' }
  | { kind: 'confirmOld' }
  | { kind: 'move'; by: 'cliente' | 'admin'; fecha: string; hora: string; colleague: boolean };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'confirm' as const }),
  fc.constant({ kind: 'confirmOld' as const }),
  fc.record({
    kind: fc.constant('move' as const),
    by: fc.constantFrom('cliente' as const, 'admin' as const),
    fecha,
    hora,
    colleague: fc.boolean(),
  }),
);

/** A refusal by the rules (1009), the only failure a stale confirmation may get. */
async function refused(p: Promise<unknown>) {
  try {
    await p;
    return false;
  } catch (err) {
    if (err instanceof AppError && err.code === 1009) return true;
    throw err;
  }
}

describe('confirmado follows the time it was given for', () => {
  it('a single appointment: true iff the last change was a confirmation at its current time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 7 }), async (ops) => {
        t.clock.set('2026-11-23T12:00:00Z');
        const s = await createStudio(t);
        // a colleague at the branch with the same service (staff may move it there, contract §6.1)
        const b = await createProfessional(t, s.branch.id);
        await t.db
          .update(workingDays)
          .set({ active: true, shift1Start: '09:00', shift1End: '13:00', secondShift: false })
          .where(eq(workingDays.professionalBranchId, b.link.id));
        await linkService(t, b.link.id, s.service.id);
        const res = await api(
          t,
          'POST',
          'reservar-turno',
          reserveParams(s, '2026-11-24', '10:00'),
          s.client.token,
        );
        expect(res.statusCode, res.body).toBe(200);
        const id = body(res).data.id_turno as number;
        let confirmed = false;
        let pb = s.pbId;
        for (const o of ops) {
          const [before] = await t.db.select().from(appointments).where(eq(appointments.id, id));
          if (!before) throw new Error('no appointment');
          if (o.kind === 'confirm') {
            await confirmForClient(
              t.deps,
              s.client.user.id,
              { appointmentId: id },
              { id, sequence: before.sequence },
            );
            confirmed = true;
          } else if (o.kind === 'confirmOld') {
            // an answer to a reminder of a time it no longer has
            if (before.sequence > 0) {
              expect(
                await refused(
                  confirmForClient(
                    t.deps,
                    s.client.user.id,
                    { appointmentId: id },
                    { id, sequence: before.sequence - 1 },
                  ),
                ),
              ).toBe(true);
            }
          } else {
            const target =
              o.by === 'admin' && o.colleague ? (pb === s.pbId ? b.link.id : s.pbId) : pb;
            const moved = await api(
              t,
              'POST',
              'reprogramar-turno',
              {
                id_turno: id,
                fecha_nueva: o.fecha,
                hora: o.hora,
                ...(target === pb ? {} : { id_peluquero_sucursal_nuevo: target }),
              },
              o.by === 'admin' ? admin.token : s.client.token,
            );
            if (moved.statusCode === 200) {
              confirmed = false;
              pb = target;
            }
          }
          const [after] = await t.db.select().from(appointments).where(eq(appointments.id, id));
          expect(after?.confirmed).toBe(confirmed);
          expect(after?.professionalBranchId).toBe(pb);
          const list = body(
            await api(t, 'GET', 'obtener-turnos-cliente', { ID: s.client.user.id }, s.client.token),
          ).data.turnos as Array<{ id_turno: number; confirmado: string }>;
          expect(list.find((x) => x.id_turno === id)?.confirmado).toBe(confirmed ? '1' : '0');
        }
      }),
      { numRuns: 15 },
    );
  });

  it('a visit: every appointment is confirmed iff the last change to the visit was its confirmation', async () => {
    const visitOp = fc.oneof(
      fc.constant({ kind: 'confirm' as const }),
      fc.constant({ kind: 'confirmOld' as const }),
      fc.record({
        kind: fc.constant('move' as const),
        by: fc.constantFrom('cliente' as const, 'admin' as const),
        fecha,
        hora,
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(visitOp, { minLength: 1, maxLength: 6 }), async (ops) => {
        t.clock.set('2026-11-23T12:00:00Z');
        const s = await createVisitStudio(t);
        const res = await reserveVisit(t, s, '2026-11-24', '09:00', [
          s.links.color.id,
          s.links.corte.id,
        ]);
        expect(res.statusCode, res.body).toBe(200);
        const data = body(res).data as unknown as {
          id_visita: number;
          turnos: { id_turno: number }[];
        };
        const visitId = data.id_visita;
        const ids = data.turnos.map((x) => x.id_turno);
        const first = Math.min(...ids);
        let confirmed = false;
        const rows = () =>
          t.db
            .select()
            .from(appointments)
            .where(and(inArray(appointments.id, ids), eq(appointments.visitId, visitId)));
        for (const o of ops) {
          const key = (await rows()).find((a) => a.id === first);
          if (!key) throw new Error('no appointment');
          if (o.kind === 'confirm') {
            await confirmForClient(
              t.deps,
              s.client.user.id,
              { visitId },
              {
                id: first,
                sequence: key.sequence,
              },
            );
            confirmed = true;
          } else if (o.kind === 'confirmOld') {
            if (key.sequence > 0) {
              expect(
                await refused(
                  confirmForClient(
                    t.deps,
                    s.client.user.id,
                    { visitId },
                    {
                      id: first,
                      sequence: key.sequence - 1,
                    },
                  ),
                ),
              ).toBe(true);
            }
          } else {
            const moved = await api(
              t,
              'POST',
              'reprogramar-visita',
              { id_visita: visitId, fecha_nueva: o.fecha, hora: o.hora },
              o.by === 'admin' ? admin.token : s.client.token,
            );
            if (moved.statusCode === 200) confirmed = false;
          }
          expect((await rows()).map((a) => a.confirmed)).toEqual(ids.map(() => confirmed));
        }
      }),
      { numRuns: 12 },
    );
  });
});
