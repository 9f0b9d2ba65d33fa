import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { LIMITS } from '../../auth/rate-limit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';

/**
 * Issue 28 §2, ADR 0084: at most 5 reset or validation e-mails per e-mail address per hour,
 * whatever the client address. One counter per address shared by reset requests, validation
 * resends and registration; every request counts, known e-mail or not, so the 6th — 429/1006
 * with Retry-After — is answered the same for an address with an account and one without.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
const CAP = LIMITS.mailsPerAddress.max;
const HOUR = LIMITS.mailsPerAddress.windowMs;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** A fresh client address per call: the per-address limits stay out of the way. */
let addresses = 0;
const nextIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
let seq = 0;
const freshAddress = (tag = 'nadie') => {
  seq += 1;
  return `${tag}.${seq}.${Date.now()}@example.com`;
};

type Kind = 'reset' | 'resend';
const ask = (kind: Kind, email: string, ip = nextIp()) =>
  t.call({
    method: 'POST',
    url: kind === 'reset' ? `${AUTH}/user/reset_password` : `${TURNOS}/reenviar-email-validacion`,
    payload: { email },
    remoteAddress: ip,
  });
const register = (email: string, ip = nextIp()) =>
  t.call({
    method: 'POST',
    url: `${AUTH}/users`,
    payload: {
      email,
      password: 'Segura123',
      display_name: 'Lucía Fernández',
      user_meta: { celular: '5492974001122', nombre: 'Lucía Fernández' },
    },
    remoteAddress: ip,
  });
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email.toLowerCase()).length;
/** What a client sees: status, body and Retry-After. */
const seen = (res: Awaited<ReturnType<typeof ask>>) => ({
  status: res.statusCode,
  body: res.json() as unknown,
  retryAfter: res.headers['retry-after'],
});
const isLimited = (res: Awaited<ReturnType<typeof ask>>) =>
  res.statusCode === 429 &&
  body(res).data.errorCode === 1006 &&
  Number(res.headers['retry-after']) >= 1 &&
  Number(res.headers['retry-after']) <= HOUR / 1000;

/** A pending account (not validated): both a reset and a resend e-mail it. */
const pendingUser = async () => (await createUser(t, { validated: false })).user;

describe('5 e-mails per address per hour, from any client address', () => {
  it('the issue: 30 reset requests for one e-mail from 30 addresses send 5 e-mails', async () => {
    const user = await pendingUser();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await ask('reset', user.email));
    expect(answers.slice(0, CAP).map((a) => a.statusCode)).toEqual(Array(CAP).fill(200));
    expect(answers.slice(CAP).every(isLimited)).toBe(true);
    expect(mailsTo(user.email)).toBe(CAP);
  });

  it.each([
    ['reset', ['reset']],
    ['resend', ['resend']],
    ['reset and resend mixed', ['reset', 'resend']],
  ] as const)('a parallel burst of 30 (%s) sends 5 e-mails', async (_, kinds) => {
    const user = await pendingUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (__, i) => ask(kinds[i % kinds.length] ?? 'reset', user.email)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(CAP);
    expect(answers.filter(isLimited)).toHaveLength(30 - CAP);
    // resets mail one each; simultaneous resends of one account may share one notification
    const sent = mailsTo(user.email);
    expect(sent).toBeLessThanOrEqual(CAP);
    expect(sent).toBeGreaterThanOrEqual((kinds as readonly Kind[]).includes('resend') ? 1 : CAP);
  });

  it('any case of the address is the same address; surrounding spaces or look-alikes are refused', async () => {
    const user = await pendingUser();
    const [local = '', domain = ''] = user.email.split('@');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: user.email.length, maxLength: user.email.length }),
        fc.constantFrom<Kind>('reset', 'resend'),
        async (upper, kind) => {
          const spelled = [...user.email].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          await ask(kind, spelled);
        },
      ),
      { numRuns: 12, seed: 2811 },
    );
    expect(mailsTo(user.email)).toBe(CAP);
    // never reach the account, never count, never mail: the rule refuses them (1003)
    const refused = [
      ` ${user.email}`,
      `${user.email} `,
      `\t${user.email}`,
      `${user.email}\n`,
      // Kelvin sign and dotted capital I: lowercase to ASCII letters
      `${local}\u212a@${domain}`,
      `${local}\u0130@${domain}`,
    ];
    for (const spelled of refused) {
      for (const kind of ['reset', 'resend'] as const) {
        const res = await ask(kind, spelled);
        expect([res.statusCode, body(res).data.errorCode], spelled).toEqual([400, 1003]);
      }
    }
    expect(mailsTo(user.email)).toBe(CAP);
  }, 60_000);

  it('an unknown e-mail is counted and answered exactly like a known one, request by request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom<Kind>('reset', 'resend'),
            upper: fc.boolean(),
            sameIp: fc.boolean(),
            waitMs: fc.constantFrom(0, 0, 1000, 4 * 60_000),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (requests) => {
          const known = await pendingUser();
          const unknown = freshAddress('desconocido');
          const ip = nextIp();
          const spell = (email: string, upper: boolean) => (upper ? email.toUpperCase() : email);
          let accepted = 0;
          for (const r of requests) {
            t.clock.advance(r.waitMs);
            const release = t.deps.afterResponse.hold();
            let a;
            let b;
            try {
              a = await ask(r.kind, spell(known.email, r.upper), r.sameIp ? ip : nextIp());
              const queuedA = t.deps.afterResponse.pending();
              b = await ask(r.kind, spell(unknown, r.upper), r.sameIp ? ip : nextIp());
              // the request path is the same work: count, then queue one task (or refuse)
              expect(t.deps.afterResponse.pending()).toEqual([...queuedA, ...queuedA]);
            } finally {
              release();
            }
            await t.deps.afterResponse.idle();
            expect(seen(b)).toEqual(seen(a));
            if (a.statusCode === 200) accepted += 1;
            else expect(isLimited(a)).toBe(true);
          }
          // within the hour (the waits add up to less than one) exactly the first 5 pass
          const passed = Math.min(requests.length, CAP);
          expect(accepted).toBe(passed);
          expect(mailsTo(known.email)).toBe(passed);
          expect(mailsTo(unknown)).toBe(0);
          t.clock.advance(HOUR);
        },
      ),
      { numRuns: 25, seed: 2812 },
    );
  }, 180_000);

  it('the window ends an hour after its first e-mail (injected clock)', async () => {
    const user = await pendingUser();
    for (let i = 0; i < CAP; i++) {
      expect((await ask(i % 2 ? 'reset' : 'resend', user.email)).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const sixth = await ask('reset', user.email);
    expect(isLimited(sixth)).toBe(true);
    expect(sixth.headers['retry-after']).toBe(String(HOUR / 1000 - CAP * 60));
    // a second before the hour: still refused, and the refusal itself is not counted
    t.clock.advance(HOUR - CAP * 60_000 - 1000);
    const late = await ask('resend', user.email);
    expect([late.statusCode, late.headers['retry-after']]).toEqual([429, '1']);
    t.clock.advance(1000);
    for (let i = 0; i < CAP; i++) expect((await ask('reset', user.email)).statusCode).toBe(200);
    expect(isLimited(await ask('resend', user.email))).toBe(true);
    expect(mailsTo(user.email)).toBe(2 * CAP);
    t.clock.advance(HOUR);
  });
});

describe("registration's validation e-mail counts against its address", () => {
  it('a registration and 4 requests send 5 e-mails; the next request is refused', async () => {
    const email = freshAddress('nueva');
    expect((await register(email)).statusCode).toBe(200);
    for (let i = 0; i < CAP - 1; i++) {
      expect((await ask(i % 2 ? 'reset' : 'resend', email)).statusCode).toBe(200);
    }
    expect(isLimited(await ask('resend', email))).toBe(true);
    expect(isLimited(await ask('reset', email))).toBe(true);
    expect(mailsTo(email)).toBe(CAP);
    t.clock.advance(HOUR);
  });

  it('after 5 requests for an address without account, registering it waits for the window', async () => {
    const email = freshAddress('futura');
    for (let i = 0; i < CAP; i++) expect((await ask('resend', email)).statusCode).toBe(200);
    const res = await register(email.toUpperCase());
    expect(isLimited(res)).toBe(true);
    // nothing was created: no half-made account without its e-mail
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    t.clock.advance(HOUR);
    expect((await register(email)).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(1);
    t.clock.advance(HOUR);
  });

  it('registering an address that has an account (38) sends nothing and counts nothing', async () => {
    const user = await pendingUser();
    for (let i = 0; i < 8; i++) expect(body(await register(user.email)).data.errorCode).toBe(38);
    for (let i = 0; i < CAP; i++) expect((await ask('reset', user.email)).statusCode).toBe(200);
    expect(isLimited(await ask('reset', user.email))).toBe(true);
    t.clock.advance(HOUR);
  });

  it('a parallel burst registering one address: one account, one counted e-mail', async () => {
    const email = freshAddress('carrera');
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(email)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // the others are refused: 38, or 1006 when they raced for a slot before losing the insert
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.every((a) => body(a).data.errorCode === 38 || isLimited(a))).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    // the losers gave their slots back: the account's one e-mail is all that counts
    for (let i = 0; i < CAP - 1; i++) expect((await ask('reset', email)).statusCode).toBe(200);
    expect(isLimited(await ask('reset', email))).toBe(true);
    expect(mailsTo(email)).toBe(CAP);
    t.clock.advance(HOUR);
  });
});
