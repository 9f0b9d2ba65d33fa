import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { createVisitStudio, reserveVisit } from '../../../test/visit-factories';
import { appointmentUnits, appointments, visits } from '../../db/schema';

// contract §6.2: a visit is booked whole or not at all, also under concurrency. 50 clients book
// overlapping visits of the same two professionals at once (on PostgreSQL: real parallel
// transactions over the pool); the unit index refuses every loser entirely.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FECHA = '2026-11-24';
const STARTS = ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30'];

describe('50 parallel reservar-visita', () => {
  it('no double booking; winners whole, losers leave nothing', async () => {
    const s = await createVisitStudio(t);
    const people = await Promise.all(
      Array.from({ length: 50 }, () => createUser(t, { roles: ['cliente'] })),
    );
    const combos = [
      [s.links.color.id, s.links.corte.id],
      [s.links.corte.id, s.links.color.id],
      [s.links.color.id, s.links.lavado.id, s.links.peinado.id],
      [s.links.lavado.id, s.links.peinado.id, s.links.corte.id, s.links.color.id],
    ];
    const results = await Promise.all(
      people.map((p, i) =>
        reserveVisit(
          t,
          s,
          FECHA,
          STARTS[i % STARTS.length] ?? '09:00',
          combos[i % combos.length] ?? [],
          p.token,
          p.user.id,
        ),
      ),
    );
    const statuses = results.map((r) => ({
      status: r.statusCode,
      code: body(r).data?.errorCode,
    }));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won.length).toBeGreaterThan(0);
    expect(statuses.every((x) => x.status === 200 || (x.status === 409 && x.code === 1004))).toBe(
      true,
    );

    // every winner has all its appointments with all their units; nobody else has anything
    const clientIds = people.map((p) => p.user.id);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(inArray(appointments.clientId, clientIds));
    const visitIds = won.map((r) => body(r).data.id_visita as number);
    expect(new Set(rows.map((a) => a.visitId))).toEqual(new Set(visitIds));
    const visitRows = await t.db.select().from(visits).where(inArray(visits.clientId, clientIds));
    expect(visitRows.map((v) => v.id).sort()).toEqual([...visitIds].sort());
    for (const r of won) {
      const turnos = body(r).data.turnos as { id_turno: number }[];
      expect(rows.filter((a) => a.visitId === body(r).data.id_visita)).toHaveLength(turnos.length);
    }
    const units = await t.db
      .select()
      .from(appointmentUnits)
      .where(
        inArray(
          appointmentUnits.appointmentId,
          rows.map((a) => a.id),
        ),
      );
    // each appointment holds exactly its pattern's units, and no unit twice for one person
    for (const a of rows) {
      const mine = units.filter((u) => u.appointmentId === a.id);
      const pattern =
        a.serviceId === s.services.color.id
          ? '1101'
          : a.serviceId === s.services.corte.id
            ? '11'
            : '1';
      expect(mine).toHaveLength(pattern.replaceAll('0', '').length);
    }
    const keys = units.map((u) => `${u.professionalId}#${u.fecha}#${u.unit}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
