import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { appSecrets, tokenRevocations } from '../../db/schema';
import { runMaintenance } from '../../jobs/maintenance';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';

/**
 * Issue 28 §3, contract §3: logging out ends the session. `auth/revoke` of any token of a chain
 * (a login and its refreshes, refreshes of refreshes, in any order) ends every token of that
 * chain — the ones it was refreshed from, the ones refreshed from it before the revoke, and any
 * refresh tried afterwards — while the user's other logins go on. Tokens issued before tokens
 * carried a session id (no `sid`) are their own session's first token.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
const HOUR = 3600_000;
let t: TestApp;
let key: Uint8Array;
let ipSeq = 0;
const nextIp = () => `10.28.${Math.floor(ipSeq / 250) % 250}.${(ipSeq++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  const [secret] = await t.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, 'jwt_secret'));
  key = new TextEncoder().encode(secret?.value);
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>['user'];

/** A token as the server signed them before sessions: no `sid`, no `gen`. */
async function legacyToken(user: User) {
  const iat = Math.floor(t.clock.now.getTime() / 1000);
  return new SignJWT({ id: user.id, email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(iat)
    .setExpirationTime(iat + 24 * 3600)
    .setIssuer('http://turnos.test')
    .sign(key);
}

const login = async (user: User) => {
  const res = await t.call({
    method: 'POST',
    url: `${AUTH}/auth`,
    payload: { email: user.email, password: PASSWORD },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data.jwt as string;
};
const refresh = (token: string) =>
  t.call({ method: 'POST', url: `${AUTH}/auth/refresh`, token, remoteAddress: nextIp() });
const revoke = (token: string) =>
  t.call({ method: 'POST', url: `${AUTH}/auth/revoke`, token, remoteAddress: nextIp() });
const studio = (token: string, user: User) =>
  t.call({ method: 'GET', url: `${TURNOS}/obtener-datos-cliente?ID=${user.id}`, token });
const outcome = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 200 ? 200 : body(res).data.errorCode;

/** What the test knows: every token, the session (chain) it belongs to, and ended sessions. */
interface Model {
  tokens: { token: string; chain: number; exp: number }[];
  ended: Set<number>;
  chains: number;
}

const step = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'login' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'legacy' as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('refresh' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('revoke' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('use' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1, max: 30 * HOUR })),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** Every token of the model answers as its chain's state says, on use and on refresh. */
async function checkAll(m: Model, user: User, label: string) {
  const now = t.clock.now.getTime();
  for (const [i, tk] of m.tokens.entries()) {
    const ended = m.ended.has(tk.chain);
    const expired = tk.exp * 1000 <= now;
    const used = outcome(await studio(tk.token, user));
    // expiry is read first (14); a live token of an ended chain is 55
    expect(used, `${label}: use of token ${i} (chain ${tk.chain})`).toBe(
      expired ? 14 : ended ? 55 : 200,
    );
  }
  // a refresh is the way an ended chain would come back: tried on every token of ended chains
  for (const [i, tk] of m.tokens.entries()) {
    if (!m.ended.has(tk.chain)) continue;
    expect(outcome(await refresh(tk.token)), `${label}: refresh of token ${i}`).toBe(55);
  }
}

async function apply(m: Model, user: User, s: Step) {
  const pick = <T>(list: T[], n: number) => list[n % list.length];
  switch (s.kind) {
    case 'login':
    case 'legacy': {
      const token = s.kind === 'login' ? await login(user) : await legacyToken(user);
      m.tokens.push({ token, chain: m.chains++, exp: decodeJwt(token).exp ?? 0 });
      return;
    }
    case 'refresh': {
      const from = pick(m.tokens, s.pick);
      if (!from) return;
      const res = await refresh(from.token);
      if (m.ended.has(from.chain)) {
        expect(outcome(res), 'refresh of an ended chain').toBe(55);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const token = body(res).data.jwt as string;
      m.tokens.push({ token, chain: from.chain, exp: decodeJwt(token).exp ?? 0 });
      return;
    }
    case 'revoke': {
      const tk = pick(m.tokens, s.pick);
      if (!tk) return;
      const res = await revoke(tk.token);
      // a second revoke of any token of an ended chain answers 0 ('El token ya fue revocado.')
      if (m.ended.has(tk.chain)) {
        expect([res.statusCode, outcome(res)]).toEqual([401, 0]);
        expect(body(res).error).toBe('El token ya fue revocado.');
      } else {
        expect(res.statusCode, res.body).toBe(200);
        m.ended.add(tk.chain);
      }
      return;
    }
    case 'use': {
      const tk = pick(m.tokens, s.pick);
      if (!tk) return;
      const expired = tk.exp * 1000 <= t.clock.now.getTime();
      expect(outcome(await studio(tk.token, user))).toBe(
        expired ? 14 : m.ended.has(tk.chain) ? 55 : 200,
      );
      return;
    }
    case 'wait':
      t.clock.advance(s.ms);
      return;
  }
}

describe('auth/revoke ends the session', () => {
  it('any token of a chain, revoked in any order, ends the whole chain and only it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 3, maxLength: 16 }),
        fc.integer({ min: 1, max: 3 }),
        async (steps, logins) => {
          const start = t.clock.now;
          const { user } = await createUser(t);
          const m: Model = { tokens: [], ended: new Set(), chains: 0 };
          try {
            // at least one session to act on; several sessions of one user
            for (let i = 0; i < logins; i++) await apply(m, user, { kind: 'login' });
            for (const [i, s] of steps.entries()) {
              await apply(m, user, s);
              if (s.kind === 'revoke' || i === steps.length - 1) {
                await checkAll(m, user, `after step ${i} ${JSON.stringify(s)}`);
              }
            }
          } finally {
            t.clock.set(start);
          }
        },
      ),
      { numRuns: 30, seed: 2803 },
    );
  }, 300_000);

  it('a chain revoked from its middle: ancestors, descendants and later refreshes all answer 55', async () => {
    const { user } = await createUser(t);
    const other = await login(user);
    const chain = [await login(user)];
    for (let i = 0; i < 4; i++) {
      t.clock.advance(2 * HOUR);
      chain.push(body(await refresh(chain.at(-1) ?? '')).data.jwt as string);
    }
    // a branch: the first token refreshed again (a second tab)
    chain.push(body(await refresh(chain[0] ?? '')).data.jwt as string);
    const sids = chain.map((tk) => decodeJwt(tk).sid);
    expect(new Set(sids).size).toBe(1);
    expect(new Set(chain.map((tk) => decodeJwt(tk).jti)).size).toBe(chain.length);

    expect((await revoke(chain[2] ?? '')).statusCode).toBe(200);
    for (const [i, tk] of chain.entries()) {
      expect(outcome(await studio(tk, user)), `use ${i}`).toBe(55);
      expect(outcome(await refresh(tk)), `refresh ${i}`).toBe(55);
      expect(outcome(await revoke(tk)), `revoke ${i}`).toBe(0);
    }
    // another login of the same user goes on
    expect(outcome(await studio(other, user))).toBe(200);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('a token from before sessions: its jti is its session; its refreshes end with it, both ways', async () => {
    const { user } = await createUser(t);
    for (const revokeOld of [true, false]) {
      const old = await legacyToken(user);
      const next = body(await refresh(old)).data.jwt as string;
      expect(decodeJwt(next).sid).toBe(decodeJwt(old).jti);
      const nextNext = body(await refresh(next)).data.jwt as string;
      expect((await revoke(revokeOld ? old : nextNext)).statusCode).toBe(200);
      for (const tk of [old, next, nextNext]) {
        expect(outcome(await studio(tk, user))).toBe(55);
        expect(outcome(await refresh(tk))).toBe(55);
      }
    }
    // a row stored before migration 0014 (the jti of a revoked legacy token) still refuses it
    const revokedBefore = await legacyToken(user);
    await t.db.insert(tokenRevocations).values({
      sessionId: decodeJwt(revokedBefore).jti ?? '',
      expiresAt: new Date(t.clock.now.getTime() + 8 * 24 * HOUR),
    });
    expect(outcome(await studio(revokedBefore, user))).toBe(55);
    expect(outcome(await refresh(revokedBefore))).toBe(55);
  });

  it('the ended session is remembered as long as any token of it could be refreshed', async () => {
    const { user } = await createUser(t);
    const start = t.clock.now;
    try {
      const first = await login(user);
      t.clock.advance(20 * HOUR);
      const last = body(await refresh(first)).data.jwt as string;
      expect((await revoke(first)).statusCode).toBe(200);
      // the latest token refreshes until 7 days after its own expiry: still refused then
      t.clock.advance(24 * HOUR + 7 * 24 * HOUR - 60_000);
      await runMaintenance(t.deps);
      expect(outcome(await refresh(last))).toBe(55);
    } finally {
      t.clock.set(start);
    }
  });

  it('refreshes racing a revoke: afterwards no token of the chain works', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        async (length, refreshPicks, revokePick) => {
          const { user } = await createUser(t);
          const chain = [await login(user)];
          for (let i = 1; i < length; i++) {
            chain.push(body(await refresh(chain.at(-1) ?? '')).data.jwt as string);
          }
          const pick = (n: number) => chain[n % chain.length] ?? '';
          const [revoked, ...refreshed] = await Promise.all([
            revoke(pick(revokePick)),
            ...refreshPicks.map((n) => refresh(pick(n))),
          ]);
          expect(revoked?.statusCode).toBe(200);
          const born = refreshed
            .filter((r) => r.statusCode === 200)
            .map((r) => body(r).data.jwt as string);
          for (const r of refreshed) expect([200, 55]).toContain(outcome(r));
          for (const tk of [...chain, ...born]) {
            expect(outcome(await studio(tk, user))).toBe(55);
            expect(outcome(await refresh(tk))).toBe(55);
          }
        },
      ),
      { numRuns: 20, seed: 2804 },
    );
  }, 300_000);
});
