import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, gte } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createAdmin, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, type Studio } from '../../../test/booking-factories';
import { waitlistEntries } from '../../db/schema';
import type { UserRow } from '../../auth/users.queries';
import { WAITLIST_FULL, WAITLIST_MAX_ACTIVE } from './waitlist-bounds';

/**
 * Issue 28.8: a bounded waitlist. A client holds at most WAITLIST_MAX_ACTIVE (10) entries of
 * today or later (1009 beyond, also when 20 joins race), and waits only for dates from the
 * studio's today to the agenda's open window (`dias_agenda_abierta`; 180 days when it has no
 * limit) — 1003 otherwise, nothing written. The oracles below compute the studio's date and the
 * window on their own (Buenos Aires is UTC−3 all year), not with the server's helpers.
 */

// the test clock starts Monday 2026-11-23 09:00 in Buenos Aires (UTC−3)
const START = '2026-11-23T12:00:00.000Z';
/** A range no start of the studio's professional (09:00–20:00) fits: every day is "full". */
const LATE = { hora_desde: '23:45', hora_hasta: '23:45' };
const OPEN_OPTIONS = [0, 7, 14, 30, 45, 60, 90, 120, 150, 180] as const;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let s: Studio;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  s = await createStudio(t);
});
afterAll(() => t?.close());

/** yyyy-MM-dd `days` after `date` (UTC calendar arithmetic). */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The studio's date at an instant: Buenos Aires has been UTC−3 all year since 2009. */
const studioDate = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);

type Who = { token: string; user: { id: number } };
const join = (who: Who, fecha: string, extra: Record<string, unknown> = {}) =>
  api(
    t,
    'POST',
    'anotarse-lista-espera',
    {
      id_cliente: who.user.id,
      id_peluquero_sucursal: s.pbId,
      id_servicio_de_peluquero_por_sucursal: s.link.id,
      fecha,
      ...LATE,
      ...extra,
    },
    who.token,
  );

/** Moves the clock; tokens are signed again at the new instant (they last 24 h from it). */
async function at(instant: string | Date, ...who: { token: string; user: UserRow }[]) {
  t.clock.set(instant);
  for (const w of [admin, s.client, ...who]) w.token = await t.deps.jwt.sign(w.user);
}

const setWindow = async (days: number) => {
  const res = await api(
    t,
    'PUT',
    'actualizar-conf-agenda',
    {
      id_peluquero_sucursal: s.pbId,
      tiempo_turno: '30',
      grilla_turnos: '15',
      dias_agenda_abierta: String(days),
      permite_gap_entre_turnos: '1',
      gap_entre_turnos: '15',
    },
    admin.token,
  );
  expect(res.statusCode, res.body).toBe(200);
};

const entriesOf = (clientId: number) =>
  t.db.select().from(waitlistEntries).where(eq(waitlistEntries.clientId, clientId));
const activeOf = async (clientId: number, today: string) =>
  (
    await t.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.clientId, clientId), gte(waitlistEntries.fecha, today)))
  ).length;
const clearEntries = (clientId: number) =>
  t.db.delete(waitlistEntries).where(eq(waitlistEntries.clientId, clientId));

describe('at most 10 active entries per client', () => {
  it('the 11th is 1009 with its message; a removed or past entry frees a place', async () => {
    await at(START);
    await setWindow(0);
    const c = await createUser(t, { roles: ['cliente'] });
    const ids: number[] = [];
    for (let i = 1; i <= WAITLIST_MAX_ACTIVE; i++) {
      const res = await join(c, plusDays('2026-11-23', i));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(body(res).data.id_espera as number);
    }
    const full = await join(c, '2026-12-20');
    expect(full.statusCode, full.body).toBe(409);
    expect(body(full).data.errorCode).toBe(1009);
    expect(body(full).error).toBe(WAITLIST_FULL);
    expect(await entriesOf(c.user.id)).toHaveLength(WAITLIST_MAX_ACTIVE);

    // another client is not affected
    expect((await join(s.client, '2026-12-20')).statusCode).toBe(200);

    // removing one frees a place
    const del = await api(t, 'DELETE', 'eliminar-lista-espera', { id_espera: ids[0] }, c.token);
    expect(del.statusCode, del.body).toBe(200);
    expect((await join(c, '2026-12-20')).statusCode).toBe(200);
    expect((await join(c, '2026-12-21')).statusCode).toBe(409);

    // on 2026-11-26 the entries of 11-24 (removed) and 11-25 (past) no longer count: 9 active
    await at('2026-11-26T12:00:00.000Z', c);
    expect(await activeOf(c.user.id, '2026-11-26')).toBe(WAITLIST_MAX_ACTIVE - 1);
    const again = await join(c, '2026-12-21');
    expect(again.statusCode, again.body).toBe(200);
    expect((await join(c, '2026-12-22')).statusCode).toBe(409);
    await at(START);
    await clearEntries(c.user.id);
    await clearEntries(s.client.user.id);
  });

  it('k held, n joins at once: exactly min(n, 10 − k) win, the rest get 1009 (9 held, 20 at once: one)', async () => {
    await at(START);
    await setWindow(0);
    const race = async (held: number, n: number) => {
      const c = await createUser(t, { roles: ['cliente'] });
      for (let i = 0; i < held; i++) {
        expect((await join(c, plusDays('2026-11-24', i))).statusCode).toBe(200);
      }
      const results = await Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const r = await join(c, plusDays('2026-12-10', i));
          return { status: r.statusCode, code: body(r).data?.errorCode, error: body(r).error };
        }),
      );
      const wins = Math.max(0, Math.min(n, WAITLIST_MAX_ACTIVE - held));
      expect(
        results.filter((r) => r.status === 200),
        JSON.stringify(results),
      ).toHaveLength(wins);
      const lost = results.filter((r) => r.status !== 200);
      expect(lost).toHaveLength(n - wins);
      for (const r of lost) expect(r).toEqual({ status: 409, code: 1009, error: WAITLIST_FULL });
      expect(await entriesOf(c.user.id)).toHaveLength(held + wins);
    };
    await race(9, 20);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: WAITLIST_MAX_ACTIVE }),
        fc.integer({ min: 1, max: 14 }),
        race,
      ),
      { numRuns: 8, seed: 28_8 },
    );
  }, 300_000);

  it('staff cannot join a client to a waitlist (the endpoint is the client’s own): 1001, nothing written', async () => {
    // the studio's admin, and the professional who owns the agenda
    const before = await entriesOf(s.client.user.id);
    for (const token of [admin.token, s.pro.token]) {
      const res = await api(
        t,
        'POST',
        'anotarse-lista-espera',
        {
          id_cliente: s.client.user.id,
          id_peluquero_sucursal: s.pbId,
          id_servicio_de_peluquero_por_sucursal: s.link.id,
          fecha: '2026-12-01',
          ...LATE,
        },
        token,
      );
      expect(res.statusCode, res.body).toBe(403);
      expect(body(res).data.errorCode).toBe(1001);
    }
    expect(await entriesOf(s.client.user.id)).toEqual(before);
  });
});

describe('dates from today to the open window', () => {
  it('accepted ⇔ today ≤ fecha ≤ today + window (180 when unlimited), at any instant and window', async () => {
    const c = await createUser(t, { roles: ['cliente'] });
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        // any instant of 2026–2028, late evenings (another UTC date) included
        fc.integer({
          min: Date.parse('2026-01-01T00:00:00Z'),
          max: Date.parse('2028-12-31T23:59:59Z'),
        }),
        fc.constantFrom(...OPEN_OPTIONS),
        fc.oneof(
          // around both edges of the window, and anywhere up to the year 2099
          fc.integer({ min: -3, max: 3 }).map((d) => ({ edge: 'today' as const, d })),
          fc.integer({ min: -3, max: 3 }).map((d) => ({ edge: 'end' as const, d })),
          fc.integer({ min: -800, max: 27_000 }).map((d) => ({ edge: 'today' as const, d })),
        ),
        async (ms, open, pick) => {
          await clearEntries(c.user.id);
          await at(new Date(ms), c);
          await setWindow(open);
          const today = studioDate(ms);
          const window = open === 0 ? 180 : open;
          const fecha = plusDays(today, pick.d + (pick.edge === 'end' ? window : 0));
          fc.pre(fecha >= '2000-01-01' && fecha <= '2099-12-31');
          const res = await join(c, fecha);
          const inside = fecha >= today && fecha <= plusDays(today, window);
          const label = `now ${new Date(ms).toISOString()} (studio ${today}), window ${open}, fecha ${fecha} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          if (inside) {
            accepted += 1;
            expect(res.statusCode, label).toBe(200);
            expect(await entriesOf(c.user.id), label).toHaveLength(1);
          } else {
            refused += 1;
            expect(res.statusCode, label).toBe(400);
            expect(body(res).data.errorCode, label).toBe(1003);
            expect(body(res).error, label).toMatch(
              fecha < today
                ? /^La fecha ya pasó\.$/
                : new RegExp(`hasta ${window} días después de hoy`),
            );
            expect(await entriesOf(c.user.id), label).toHaveLength(0);
          }
          await clearEntries(c.user.id);
        },
      ),
      { numRuns: 120, seed: 28_80 },
    );
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
    await at(START, c);
    await setWindow(0);
  }, 600_000);
});
