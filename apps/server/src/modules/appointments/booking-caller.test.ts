import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, logInto, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserveParams, type Studio } from '../../../test/booking-factories';
import { tokenRevocations, users } from '../../db/schema';

/**
 * ADR 0106: `reservar-turno` reads its caller in the slot's statement instead of before the
 * handler. Every role × every state of the token answers exactly what the route answered when
 * authentication ran first: an authentication refusal is the same status and body as on a route
 * that still authenticates first (`reservar-visita`, the same roles), before bad parameters and
 * before anything the booking itself refuses (no such professional-branch, another client).
 */
let t: TestApp;
let s: Studio;
beforeAll(async () => {
  t = await createTestApp();
  s = await createStudio(t);
});
afterAll(() => t.close());

type Role = 'cliente' | 'peluadmin' | 'owner' | 'other-professional';
type State =
  | 'valid'
  | 'revoked'
  | 'deleted'
  | 'blocked'
  | 'unvalidated'
  | 'new-generation'
  | 'garbage'
  | 'none';
const ROLES: Role[] = ['cliente', 'peluadmin', 'owner', 'other-professional'];
const STATES: State[] = [
  'valid',
  'revoked',
  'deleted',
  'blocked',
  'unvalidated',
  'new-generation',
  'garbage',
  'none',
];
type Ask = 'book' | 'bad-params' | 'no-professional' | 'other-client';
const ASKS: Ask[] = ['book', 'bad-params', 'no-professional', 'other-client'];

/**
 * A fresh caller of that role in that state, with the studio it books in (an owner: a studio of
 * its own; a professional with rows cannot be deleted, so that pair is not asked: null).
 */
async function callerIn(role: Role, state: State) {
  const studio = role === 'owner' ? await createStudio(t) : s;
  if (role === 'owner' && state === 'deleted') return null;
  const made =
    role === 'owner'
      ? studio.pro
      : await createUser(t, {
          roles: role === 'other-professional' ? ['peluquero'] : [role],
        });
  const claims = decodeJwt(made.token);
  const session = String(claims.sid ?? claims.jti);
  const id = made.user.id;
  if (state === 'revoked')
    await t.db
      .insert(tokenRevocations)
      .values({ sessionId: session, expiresAt: new Date(Date.now() + 86_400_000) });
  if (state === 'deleted') await t.db.delete(users).where(eq(users.id, id));
  if (state === 'blocked') await t.db.update(users).set({ blocked: true }).where(eq(users.id, id));
  if (state === 'unvalidated')
    await t.db.update(users).set({ validated: false }).where(eq(users.id, id));
  if (state === 'new-generation')
    await t.db
      .update(users)
      .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
      .where(eq(users.id, id));
  const token = state === 'garbage' ? 'not.a.token' : state === 'none' ? undefined : made.token;
  return { id, token, studio };
}

/** Free starts of the shared studio (Tuesday to Friday, one hour apart), one per booking made. */
const STARTS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].flatMap((fecha) =>
  ['09:00', '10:00', '11:00', '16:00', '17:00', '18:00'].map((hora) => ({ fecha, hora })),
);
let booked = 0;
const nextStart = () => STARTS[booked] ?? { fecha: '2026-11-30', hora: '09:00' };

const answer = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  body: res.statusCode === 200 ? 'booked' : (JSON.parse(res.body) as unknown),
});

describe('reservar-turno reads its caller with the slot (ADR 0106)', () => {
  for (const role of ROLES) {
    for (const state of STATES) {
      it(`${role}, token ${state}: every ask answers as when the caller was read first`, async () => {
        for (const ask of ASKS) {
          const caller = await callerIn(role, state);
          if (!caller) continue;
          const { studio } = caller;
          const start = nextStart();
          const params =
            ask === 'bad-params'
              ? { id_cliente: studio.client.user.id }
              : reserveParams(studio, start.fecha, start.hora, {
                  id_cliente:
                    ask === 'other-client' || role !== 'cliente'
                      ? studio.client.user.id
                      : caller.id,
                  ...(ask === 'no-professional' ? { id_peluquero_sucursal: 999_999 } : {}),
                });
          const got = answer(await api(t, 'POST', 'reservar-turno', params, caller.token));
          if (got.status === 200 && studio === s) booked += 1;
          // what a route that authenticates first answers this token (same roles)
          const reference = answer(await api(t, 'POST', 'reservar-visita', {}, caller.token));
          const context = `${role} ${state} ${ask}`;
          if (state !== 'valid') {
            // every refusal of the token: the very answer of authentication
            expect(reference.status, context).not.toBe(200);
            expect(got, context).toEqual(reference);
            continue;
          }
          if (ask === 'bad-params') {
            // the parameters' refusal, after authentication, as on any route
            expect(got, context).toMatchObject({
              status: 400,
              body: { data: { errorCode: 1003 } },
            });
            continue;
          }
          if (role === 'other-professional') {
            // staff book only on rows they own: after authentication, as before
            expect(got.status, context).toBe(ask === 'no-professional' ? 404 : 403);
            continue;
          }
          const expected: Record<Exclude<Ask, 'bad-params'>, number> = {
            book: 200,
            'no-professional': 404,
            'other-client': role === 'cliente' ? 403 : 200,
          };
          expect(got.status, `${context}: ${JSON.stringify(got.body)}`).toBe(expected[ask]);
        }
      });
    }
  }

  it('a client booking for another client on no professional-branch is refused as theirs (403)', async () => {
    const other = await createUser(t, { roles: ['cliente'] });
    const res = await api(
      t,
      'POST',
      'reservar-turno',
      reserveParams(s, '2026-11-27', '10:00', { id_peluquero_sucursal: 999_999 }),
      other.token,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('reservar-turno when the database fails while its caller is read', () => {
  let broken: TestApp;
  const lines: string[] = [];
  beforeEach(async () => {
    lines.length = 0;
    broken = await createTestApp({}, undefined, logInto(lines, 'info'));
  });
  afterEach(() => broken.close());

  it.each(['cliente', 'peluadmin'] as const)(
    'a %s gets 503 (1099), logged, never a refusal or an anonymous caller',
    async (role) => {
      const studio = await createStudio(broken);
      const caller =
        role === 'cliente' ? studio.client : await createUser(broken, { roles: ['peluadmin'] });
      const params = reserveParams(studio, '2026-11-24', '10:00');
      await broken.db.execute(sql`drop table token_revocations cascade`);
      const res = await api(broken, 'POST', 'reservar-turno', params, caller.token);
      expect(res.statusCode).toBe(503);
      expect(body(res).data.errorCode).toBe(1099);
      expect(res.body).not.toMatch(/token_revocations|relation|select/i);
      expect(lines.join('')).toContain('authentication failed: the database did not answer');
    },
  );
});
