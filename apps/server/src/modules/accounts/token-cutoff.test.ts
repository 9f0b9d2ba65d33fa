import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createAdmin, createUser } from '../../../test/factories';

/**
 * Issue 28 §9: a block or a password change cuts every token issued before it, whatever the
 * timing — in the same second, in the same millisecond — and a token issued after it works
 * (once unblocked). Tokens have a 1-second `iat`; the clock here is the test's own, frozen
 * between steps, so many events share one second or one millisecond.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
let t: TestApp;
let adminToken: string;
let ipSeq = 0;
const nextIp = () => `10.29.${Math.floor(ipSeq / 250) % 250}.${(ipSeq++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAdmin(t)).token;
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>['user'];
const outcome = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 200 ? 200 : body(res).data.errorCode;

const login = (user: User, password: string) =>
  t.call({
    method: 'POST',
    url: `${AUTH}/auth`,
    payload: { email: user.email, password },
    remoteAddress: nextIp(),
  });
const refresh = (token: string) =>
  t.call({ method: 'POST', url: `${AUTH}/auth/refresh`, token, remoteAddress: nextIp() });
const studio = (token: string, user: User) =>
  t.call({ method: 'GET', url: `${TURNOS}/obtener-datos-cliente?ID=${user.id}`, token });
const setBlocked = (user: User, blocked: boolean) =>
  t.call({
    method: 'PUT',
    url: `${TURNOS}/actualizar-dato-cliente`,
    token: adminToken,
    payload: { ID: user.id, key_field: 'user_is_blocked', value_field: blocked ? '1' : '0' },
  });

/** The ways a password changes (contract §3, §4.1); the user's own need a live login. */
type Way = 'admin' | 'own' | 'jwt';

/** The model: how many cuts (blocks, password changes) happened; each token's count at issue. */
interface Model {
  password: string;
  blocked: boolean;
  cuts: number;
  tokens: { token: string; cuts: number }[];
  changes: number;
}

const step = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'login' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refresh' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'block' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'unblock' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('password' as const),
      way: fc.constantFrom<Way>('admin', 'own', 'jwt'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      // mostly nothing or less than a second: events share seconds and milliseconds
      ms: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1000, max: 5000 }),
      ),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function newLogin(m: Model, user: User) {
  const res = await login(user, m.password);
  if (m.blocked) {
    expect(outcome(res), 'login while blocked').toBe(1007);
    return null;
  }
  expect(res.statusCode, res.body).toBe(200);
  const token = body(res).data.jwt as string;
  m.tokens.push({ token, cuts: m.cuts });
  return token;
}

async function apply(m: Model, user: User, s: Step) {
  switch (s.kind) {
    case 'login':
      await newLogin(m, user);
      return;
    case 'refresh': {
      const from = m.tokens[s.pick % Math.max(1, m.tokens.length)];
      if (!from) return;
      const res = await refresh(from.token);
      if (m.blocked) expect(outcome(res), 'refresh while blocked').toBe(1007);
      else if (from.cuts !== m.cuts) expect(outcome(res), 'refresh of a cut token').toBe(55);
      else {
        expect(res.statusCode, res.body).toBe(200);
        m.tokens.push({ token: body(res).data.jwt as string, cuts: m.cuts });
      }
      return;
    }
    case 'block':
    case 'unblock': {
      const blocked = s.kind === 'block';
      expect((await setBlocked(user, blocked)).statusCode).toBe(200);
      if (blocked) m.cuts += 1;
      m.blocked = blocked;
      return;
    }
    case 'password': {
      m.changes += 1;
      const next = `NuevaClave${m.changes}`;
      // a blocked user cannot sign in to change their own: the admin does it
      const way: Way = m.blocked ? 'admin' : s.way;
      let res;
      if (way === 'admin') {
        res = await t.call({
          method: 'POST',
          url: `${TURNOS}/change-pass`,
          token: adminToken,
          payload: { ID: user.id, password: next },
        });
      } else {
        // the token used for the change is itself issued before the change
        const token = (await newLogin(m, user)) ?? '';
        res =
          way === 'own'
            ? await t.call({
                method: 'POST',
                url: `${TURNOS}/change-pass`,
                token,
                payload: { ID: user.id, password: next, password_actual: m.password },
                remoteAddress: nextIp(),
              })
            : await t.call({
                method: 'PUT',
                url: `${AUTH}/user/reset_password`,
                token,
                payload: { email: user.email, new_password: next, password_actual: m.password },
                remoteAddress: nextIp(),
              });
      }
      expect(res.statusCode, res.body).toBe(200);
      m.password = next;
      m.cuts += 1;
      return;
    }
    case 'wait':
      t.clock.advance(s.ms);
      return;
  }
}

/** Blocked: 1007 for everyone; otherwise issued after the last cut ⇔ works (else 55). */
async function checkAll(m: Model, user: User, label: string) {
  for (const [i, tk] of m.tokens.entries()) {
    const expected = m.blocked ? 1007 : tk.cuts === m.cuts ? 200 : 55;
    expect(outcome(await studio(tk.token, user)), `${label}: token ${i} of cut ${tk.cuts}`).toBe(
      expected,
    );
  }
}

describe('a block or a password change cuts every earlier token, whatever the timing', () => {
  it('every ordering and sub-second timing of password change, login, refresh, block, unblock', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 999 }),
        fc.array(step, { minLength: 4, maxLength: 14 }),
        async (offsetMs, steps) => {
          const start = t.clock.now;
          t.clock.set(new Date(Math.floor(start.getTime() / 1000) * 1000 + offsetMs));
          const { user } = await createUser(t);
          const m: Model = { password: PASSWORD, blocked: false, cuts: 0, tokens: [], changes: 0 };
          try {
            await apply(m, user, { kind: 'login' });
            for (const [i, s] of steps.entries()) {
              await apply(m, user, s);
              await checkAll(m, user, `after step ${i} ${JSON.stringify(s)}`);
            }
            // unblocked at the end: whatever was cut stays cut, whatever was issued after works
            if (m.blocked) await apply(m, user, { kind: 'unblock' });
            await checkAll(m, user, 'at the end, unblocked');
          } finally {
            t.clock.set(start);
          }
        },
      ),
      { numRuns: 30, seed: 2809 },
    );
  }, 300_000);

  it('the review’s case: password change, login and block in one second, then unblock', async () => {
    const { user } = await createUser(t);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `${TURNOS}/change-pass`,
          token: adminToken,
          payload: { ID: user.id, password: 'NuevaClave9' },
        })
      ).statusCode,
    ).toBe(200);
    // the same instant: the login is after the change and before the block
    const token = body(await login(user, 'NuevaClave9')).data.jwt as string;
    expect(outcome(await studio(token, user))).toBe(200);
    expect((await setBlocked(user, true)).statusCode).toBe(200);
    expect((await setBlocked(user, false)).statusCode).toBe(200);
    expect(outcome(await studio(token, user))).toBe(55);
    expect(outcome(await refresh(token))).toBe(55);
    // a login after the unblock works, in that same instant
    const after = body(await login(user, 'NuevaClave9')).data.jwt as string;
    expect(decodeJwt(after).iat).toBe(decodeJwt(token).iat);
    expect(outcome(await studio(after, user))).toBe(200);
  });
});
