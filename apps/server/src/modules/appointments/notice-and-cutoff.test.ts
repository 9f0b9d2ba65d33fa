import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { addDays, minutesToTime, studioInstant } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { professionalBranches } from '../../db/schema';

// Contract §6.4 with ADR 0070: `horas_anticipacion_minima` and `horas_cancelar_turno` bind
// clients; staff on their own rows may still book and cancel inside them. The test clock starts
// Monday 2026-11-23 09:00 in Buenos Aires.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const offered = async (s: Studio, fecha: string, token?: string) =>
  body(
    await api(
      t,
      'GET',
      'obtener-horarios-disponibles',
      { id_peluquero_sucursal: s.pbId, id_servicio_de_peluquero_por_sucursal: s.link.id, fecha },
      token,
    ),
  ).data.horarios as string[];

describe('horas_anticipacion_minima', () => {
  it('hides and refuses starts sooner than now + N hours for clients and visitors, not for staff', async () => {
    t.clock.set('2026-11-23T12:00:00Z'); // Monday 09:00
    const s = await createStudio(t, { minNoticeHours: 24 });
    // Tuesday: 09:00 is 24 h ahead (offered), 08:45 would be sooner (not a working time anyway);
    // today: nothing at all for a client
    expect(await offered(s, '2026-11-23', s.client.token)).toEqual([]);
    expect(await offered(s, '2026-11-23')).toEqual([]);
    expect(await offered(s, '2026-11-24', s.client.token)).toContain('09:00');
    expect(await offered(s, '2026-11-23', s.pro.token)).toContain('10:00');

    t.clock.set('2026-11-23T13:01:00Z'); // 10:01: Tuesday 09:00–10:00 are now inside the notice
    const client = await offered(s, '2026-11-24', s.client.token);
    expect(client).not.toContain('10:00');
    expect(client).toContain('10:15');
    const refused = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '09:30'),
      s.client.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused).data.errorCode).toBe(1003);
    // staff book it for the client (their own row)
    expect(await offered(s, '2026-11-24', s.pro.token)).toContain('09:30');
    const staff = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-24', '09:30'),
      s.pro.token,
    );
    expect(staff.statusCode, staff.body).toBe(200);
  });

  it('for any notice and clock, a client is offered exactly the rule’s starts that are far enough', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const s = await createStudio(t);
    const seen = { narrower: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2, 3, 4, 6, 12, 24, 48),
        fc.integer({ min: 0, max: 2 * 24 * 60 - 1 }),
        fc.integer({ min: 0, max: 3 }),
        async (notice, nowOffset, day) => {
          t.clock.set(new Date(Date.parse('2026-11-23T03:00:00Z') + nowOffset * 60_000));
          await t.db
            .update(professionalBranches)
            .set({ minNoticeHours: notice })
            .where(eq(professionalBranches.id, s.pbId));
          const fecha = addDays('2026-11-23', day);
          // tokens signed at this clock (an expired one would make the caller a visitor)
          const forStaff = await offered(s, fecha, await t.deps.jwt.sign(s.pro.user));
          const forClient = await offered(s, fecha, await t.deps.jwt.sign(s.client.user));
          const earliest = t.clock.now.getTime() + notice * 3_600_000;
          // the client's list is the staff's, less the starts inside the notice
          expect(forClient).toEqual(
            forStaff.filter((h) => studioInstant(fecha, h).getTime() >= earliest - 59_999),
          );
          if (forClient.length < forStaff.length) seen.narrower += 1;
        },
      ),
      { numRuns: 30 },
    );
    // the notice really took starts away in some runs
    expect(seen.narrower).toBeGreaterThan(0);
  });
});

describe('horas_cancelar_turno', () => {
  it('a client may cancel until N hours before the start (1009 after), staff always', async () => {
    t.clock.set('2026-11-23T12:00:00Z'); // Monday 09:00
    const s = await createStudio(t, { cancelHours: 12 });
    const book = async (hora: string) => {
      const res = await api(
        t,
        'POST',
        'reservar-turno',
        reserveParams(s, '2026-11-24', hora),
        s.client.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data.turno).toMatchObject({ horas_cancelar_turno: 12 });
      return body(res).data.id_turno as number;
    };
    const early = await book('10:00');
    const late = await book('16:00');
    const staffCancels = await book('18:00');
    // 22:00 Monday: 12 h before Tuesday 10:00 is 22:00 — still allowed at 21:59
    t.clock.set(studioInstant('2026-11-23', '21:59'));
    const ok = await api(
      t,
      'DELETE',
      'cancelar-turno',
      { id_turno: early },
      await t.deps.jwt.sign(s.client.user),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    t.clock.set(studioInstant('2026-11-24', '04:01')); // 11 h 59 min before 16:00
    const refused = await api(
      t,
      'DELETE',
      'cancelar-turno',
      { id_turno: late },
      await t.deps.jwt.sign(s.client.user),
    );
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      error: 'Ya no se puede cancelar este turno: faltan menos de 12 horas.',
      data: { errorCode: 1009 },
    });
    const byStaff = await api(
      t,
      'DELETE',
      'cancelar-turno',
      { id_turno: staffCancels },
      await t.deps.jwt.sign(s.pro.user),
    );
    expect(byStaff.statusCode, byStaff.body).toBe(200);
  });

  it('for any cut-off and clock, a client’s cancel is accepted iff the start is at least N hours away', async () => {
    t.clock.set('2026-11-23T12:00:00Z');
    const s = await createStudio(t);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2, 6, 12, 24, 48),
        fc.integer({ min: 0, max: 34 }),
        fc.integer({ min: 0, max: 60 * 60 }),
        async (hours, slot, before) => {
          t.clock.set('2026-11-23T12:00:00Z');
          await t.db
            .update(professionalBranches)
            .set({ cancelHours: hours })
            .where(eq(professionalBranches.id, s.pbId));
          const fecha = '2026-11-26';
          const hora = minutesToTime(9 * 60 + (slot % 16) * 15 + (slot >= 16 ? 420 : 0));
          const res = await api(
            t,
            'POST',
            'reservar-turno',
            reserveParams(s, fecha, hora),
            s.client.token,
          );
          if (res.statusCode !== 200) return; // not a bookable start with this pattern
          const id = body(res).data.id_turno as number;
          const start = studioInstant(fecha, hora).getTime();
          t.clock.set(new Date(start - before * 60_000 - 30_000));
          // sessions are short: tokens signed at this clock
          const clientToken = await t.deps.jwt.sign(s.client.user);
          const staffToken = await t.deps.jwt.sign(s.pro.user);
          const cancel = await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, clientToken);
          const allowed = hours === 0 || before * 60_000 + 30_000 >= hours * 3_600_000;
          expect(cancel.statusCode, `${hours}h, ${before} min before`).toBe(allowed ? 200 : 409);
          if (!allowed) {
            expect(body(cancel).data.errorCode).toBe(1009);
            await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, staffToken);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
