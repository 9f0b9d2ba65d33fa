import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';

/**
 * Issue 14 §2: guessing is counted atomically in the database, before the work it guards — a
 * reset code dies after 5 wrong tries for its account from any address, a burst of logins
 * checks at most 10 passwords — and a reset or resend request does the same work for every
 * e-mail.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh client address per call: the per-address limits stay out of the way. */
let addresses = 0;
const nextIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const requestReset = (email: string, ip = nextIp()) =>
  t.call({
    method: 'POST',
    url: `${AUTH}/user/reset_password`,
    payload: { email },
    remoteAddress: ip,
  });
const useCode = (email: string, code: string, ip = nextIp()) =>
  t.call({
    method: 'PUT',
    url: `${AUTH}/user/reset_password`,
    payload: { email, code, new_password: 'NuevaClave9' },
    remoteAddress: ip,
  });
const lastCode = (email: string) =>
  /código es (\d{8})/.exec(t.mails.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1] ?? '';
/** Another 8-digit code than `code`. */
const wrongCode = (code: string, n: number) =>
  String((Number(code) + 1 + n) % 100_000_000).padStart(8, '0');

describe('reset codes die after 5 wrong tries', () => {
  it('k wrong tries from any addresses: the right code works while k < 5, never after', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8 }), fc.boolean(), async (wrong, sameIp) => {
        const { user } = await createUser(t);
        await requestReset(user.email);
        const code = lastCode(user.email);
        expect(code).toMatch(/^\d{8}$/);
        const ip = nextIp();
        for (let i = 0; i < wrong; i++) {
          const res = await useCode(user.email, wrongCode(code, i), sameIp ? ip : nextIp());
          expect(body(res).data.errorCode).toBe(62);
        }
        const right = await useCode(user.email, code);
        if (wrong < 5) {
          expect(right.json()).toEqual({
            success: true,
            message: 'User Password has been changed.',
          });
        } else {
          expect([right.statusCode, body(right).data.errorCode]).toEqual([400, 62]);
          // the old password still works: nothing changed
          const login = await t.call({
            method: 'POST',
            url: `${AUTH}/auth`,
            payload: { email: user.email, password: PASSWORD },
            remoteAddress: nextIp(),
          });
          expect(login.statusCode).toBe(200);
        }
      }),
      { numRuns: 14, seed: 1431 },
    );
  });

  it('a parallel burst of wrong tries counts exactly 5 and kills the code', async () => {
    const { user } = await createUser(t);
    await requestReset(user.email);
    const code = lastCode(user.email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => useCode(user.email, wrongCode(code, i))),
    );
    expect(answers.map((a) => body(a).data.errorCode)).toEqual(Array(30).fill(62));
    const rows = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(rows.map((r) => [r.failedAttempts, r.usedAt !== null])).toEqual([[5, true]]);
    expect(body(await useCode(user.email, code)).data.errorCode).toBe(62);
    // a new code starts a new count
    await requestReset(user.email);
    expect((await useCode(user.email, lastCode(user.email))).statusCode).toBe(200);
  });
});

describe('login limits hold under a parallel burst', () => {
  const login = (email: string, password: string, ip: string) =>
    t.call({
      method: 'POST',
      url: `${AUTH}/auth`,
      payload: { email, password },
      remoteAddress: ip,
    });

  it('60 simultaneous wrong logins for one e-mail: 10 are checked, 50 get 429 with Retry-After', async () => {
    const { user } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(user.email, 'Incorrecta1', nextIp())),
    );
    const checked = answers.filter((a) => body(a).data.errorCode === 48);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(checked).toHaveLength(10);
    expect(limited).toHaveLength(50);
    for (const a of limited) {
      expect(body(a).data.errorCode).toBe(1006);
      expect(Number(a.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    // the right password too waits for the window, then works
    expect((await login(user.email, PASSWORD, nextIp())).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(user.email, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('any burst, per e-mail or per address: never more than 10 passwords checked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom('email' as const, 'address' as const),
        async (size, per) => {
          const { user } = await createUser(t);
          const ip = nextIp();
          const answers = await Promise.all(
            Array.from({ length: size }, (_, i) =>
              per === 'email'
                ? login(user.email, 'Incorrecta1', nextIp())
                : login(`nadie${i}-${user.id}@example.com`, 'Incorrecta1', ip),
            ),
          );
          const codes = answers.map((a) => body(a).data.errorCode);
          expect(codes.filter((c) => c === 48)).toHaveLength(Math.min(size, 10));
          expect(codes.filter((c) => c === 1006)).toHaveLength(Math.max(0, size - 10));
          t.clock.advance(15 * 60_000 + 1000);
        },
      ),
      { numRuns: 12, seed: 1432 },
    );
  });

  it('a right password does not count; wrong ones after it still stop at 10', async () => {
    const { user } = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, PASSWORD, nextIp())).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, 'Incorrecta1', nextIp())),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);
  });
});

describe('reset and resend requests do the same work for every e-mail', () => {
  const spellings = (email: string) => fc.constantFrom(email, email.toUpperCase());

  it('the request only counts the attempt and queues the same work, known e-mail or not', async () => {
    const known = await createUser(t);
    const blocked = await createUser(t, { blocked: true });
    const who = fc.oneof(
      spellings(known.user.email).map((email) => ({ email, mailed: true })),
      spellings(blocked.user.email).map((email) => ({ email, mailed: false })),
      fc
        .stringMatching(/^[a-z][a-z0-9]{0,10}$/)
        .map((local) => ({ email: `${local}@nadie.example.com`, mailed: false })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(who, { minLength: 1, maxLength: 5 }), async (requests) => {
        // a new hour: the known address's 5 e-mails an hour (mail-caps.test.ts) start again
        t.clock.advance(60 * 60_000);
        const codesBefore = (await t.db.select().from(oneTimeCodes)).length;
        const mailsBefore = t.mails.length;
        const release = t.deps.afterResponse.hold();
        let answers: unknown[];
        try {
          answers = [];
          for (const r of requests) {
            const res = await requestReset(r.email);
            expect(res.statusCode).toBe(200);
            answers.push(res.json());
          }
          // the request itself: no account looked at, no code issued, nothing sent
          expect(t.deps.afterResponse.pending()).toEqual(requests.map(() => 'reset-code'));
          expect((await t.db.select().from(oneTimeCodes)).length).toBe(codesBefore);
          expect(t.mails.length).toBe(mailsBefore);
        } finally {
          release();
        }
        await t.deps.afterResponse.idle();
        expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
        const mailed = requests.filter((r) => r.mailed).length;
        expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual(
          Array(mailed).fill(known.user.email),
        );
      }),
      { numRuns: 20, seed: 1433 },
    );
  });

  it('a mail server failure for a known e-mail does not change the answer', async () => {
    const { user } = await createUser(t);
    const unknown = await requestReset('nadie-aqui@example.com');
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      const known = await requestReset(user.email);
      expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    } finally {
      t.deps.mailer.send = send;
    }
  });

  it('resend: the same for every e-mail on the request path; the link goes only to a pending account', async () => {
    const pending = await createUser(t, { validated: false });
    const done = await createUser(t);
    const resend = (email: string) =>
      t.call({
        method: 'POST',
        url: `${TURNOS}/reenviar-email-validacion`,
        payload: { email },
        remoteAddress: nextIp(),
      });
    const mailsBefore = t.mails.length;
    const release = t.deps.afterResponse.hold();
    const answers = [];
    try {
      for (const email of [pending.user.email, done.user.email, 'nadie-mas@example.com']) {
        answers.push((await resend(email)).json());
      }
      expect(t.deps.afterResponse.pending()).toEqual(Array(3).fill('validation-link'));
      expect(t.mails.length).toBe(mailsBefore);
    } finally {
      release();
    }
    await t.deps.afterResponse.idle();
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual([pending.user.email]);
  });
});
