import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '@turnos/domain';
import { getUserById } from '../../auth/users.queries';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';

/**
 * Issue 28 §4, contract §3 and §4.1: a token alone never changes a password. With a JWT,
 * `PUT user/reset_password` also needs `password_actual` (as `change-pass` does for one's own);
 * missing or wrong, nothing changes. Wrong guesses count as failed logins of that account and
 * address (10 per 15 minutes, shared with `auth`), so neither endpoint is a password oracle.
 * The e-mailed code path is unchanged.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
const MISSING = 'Indicá tu contraseña actual.';
const WRONG = 'La contraseña actual no es correcta.';
const ROLES: Role[][] = [['cliente'], ['peluquero'], ['peluadmin'], ['peluquero', 'peluadmin']];
let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.30.${Math.floor(ipSeq / 250) % 250}.${(ipSeq++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>['user'];
const outcome = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 200 ? 200 : body(res).data.errorCode;

/** The two ways a signed-in user changes their own password. */
type Way = 'reset_password' | 'change-pass';
/** Where `password_actual` travels: a JSON body, the query string, or a urlencoded form. */
type Carrier = 'json' | 'query' | 'form';

const textEntries = (params: Record<string, unknown>) =>
  Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]);

function changeOwn(
  way: Way,
  user: User,
  token: string,
  current: string | undefined | null | number,
  carrier: Carrier,
  ip = nextIp(),
) {
  const params: Record<string, unknown> =
    way === 'reset_password'
      ? { email: user.email, new_password: 'Cambiada123' }
      : { ID: user.id, password: 'Cambiada123' };
  if (current !== undefined) params.password_actual = current;
  const url = way === 'reset_password' ? `${AUTH}/user/reset_password` : `${TURNOS}/change-pass`;
  const method = way === 'reset_password' ? 'PUT' : 'POST';
  if (carrier === 'query') {
    const q = new URLSearchParams(textEntries(params));
    return t.call({ method, url: `${url}?${q.toString()}`, token, remoteAddress: ip });
  }
  if (carrier === 'form') {
    const form = new URLSearchParams(textEntries(params));
    return t.call({
      method,
      url,
      token,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });
  }
  return t.call({ method, url, token, payload: params, remoteAddress: ip });
}

const login = (email: string, password: string, ip = nextIp()) =>
  t.call({ method: 'POST', url: `${AUTH}/auth`, payload: { email, password }, remoteAddress: ip });

/** Nothing changed: the same row (hash, generation) and the token still works. */
async function assertUnchanged(user: User, token: string) {
  const row = await getUserById(t.db, user.id);
  expect(row?.passwordHash).toBe(user.passwordHash);
  expect(row?.tokenGeneration).toBe(user.tokenGeneration);
  expect(row?.tokensValidAfter).toBe(user.tokensValidAfter);
  const me = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token });
  expect(me.statusCode).toBe(200);
}

/** Wrong spellings of the current password: none is the password. */
const wrongPassword = fc.oneof(
  fc.constantFrom(
    PASSWORD.toLowerCase(),
    PASSWORD.toUpperCase(),
    `${PASSWORD} `,
    ` ${PASSWORD}`,
    `${PASSWORD}\n`,
    PASSWORD.slice(0, -1),
    `${PASSWORD}${PASSWORD}`,
    'Secreta123\u0000',
    'Secretа123', // a Cyrillic 'а'
    ' ',
    'null',
    'undefined',
  ),
  fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s !== PASSWORD),
);

describe('a token alone never changes a password', () => {
  it('every role, both ways, every carrier: without password_actual → 1003 and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        fc.constantFrom<Way>('reset_password', 'change-pass'),
        fc.constantFrom<Carrier>('json', 'query', 'form'),
        fc.constantFrom<undefined | string>(undefined, ''),
        async (roles, way, carrier, current) => {
          const { user, token } = await createUser(t, { roles });
          const res = await changeOwn(way, user, token, current, carrier);
          expect([res.statusCode, outcome(res)], res.body).toEqual([400, 1003]);
          expect(body(res).error).toBe(MISSING);
          await assertUnchanged(user, token);
        },
      ),
      { numRuns: 24, seed: 2841 },
    );
  }, 300_000);

  it('a wrong current password, however spelled → 1003 and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        fc.constantFrom<Way>('reset_password', 'change-pass'),
        fc.constantFrom<Carrier>('json', 'query', 'form'),
        fc.oneof(wrongPassword, fc.integer()),
        async (roles, way, carrier, current) => {
          const { user, token } = await createUser(t, { roles });
          const res = await changeOwn(way, user, token, current, carrier);
          expect([res.statusCode, outcome(res)], res.body).toEqual([400, 1003]);
          // a JSON number is no text: the parameter's own message; as text it is a wrong guess
          const notText = carrier === 'json' && typeof current === 'number';
          expect(body(res).error).toBe(notText ? 'Complete este campo.' : WRONG);
          await assertUnchanged(user, token);
          // the old password still signs in
          expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
        },
      ),
      { numRuns: 30, seed: 2842 },
    );
  }, 300_000);

  it('the right current password changes it, ends every earlier token, and the new one signs in', async () => {
    for (const roles of ROLES) {
      for (const way of ['reset_password', 'change-pass'] as const) {
        const { user, token } = await createUser(t, { roles });
        const other = body(await login(user.email, PASSWORD)).data.jwt as string;
        const res = await changeOwn(way, user, token, PASSWORD, 'json');
        expect(res.statusCode, `${roles.join('+')} ${way} ${res.body}`).toBe(200);
        for (const old of [token, other]) {
          const me = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: old });
          expect(outcome(me)).toBe(55);
        }
        expect(outcome(await login(user.email, PASSWORD))).toBe(48);
        expect((await login(user.email, 'Cambiada123')).statusCode).toBe(200);
      }
    }
  }, 300_000);

  it('another user’s e-mail with a right password of one’s own is still 1001', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await t.call({
      method: 'PUT',
      url: `${AUTH}/user/reset_password`,
      token: a.token,
      payload: { email: b.user.email, new_password: 'Cambiada123', password_actual: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(outcome(res)).toBe(1001);
    await assertUnchanged(b.user, b.token);
  });

  it('the e-mailed code still needs no token nor current password', async () => {
    const { user, token } = await createUser(t);
    const ip = nextIp();
    await t.call({
      method: 'POST',
      url: `${AUTH}/user/reset_password`,
      payload: { email: user.email },
      remoteAddress: ip,
    });
    const code = /código es (\d{8})/.exec(
      t.mails.filter((m) => m.to === user.email).at(-1)?.text ?? '',
    )?.[1];
    expect(code).toBeDefined();
    const res = await t.call({
      method: 'PUT',
      url: `${AUTH}/user/reset_password`,
      payload: { email: user.email, code, new_password: 'PorCodigo123' },
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(outcome(await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token }))).toBe(55);
    expect((await login(user.email, 'PorCodigo123')).statusCode).toBe(200);
  });
});

describe('wrong current passwords are limited like failed logins', () => {
  it('per account from any address: the 11th guess is 1006, even a right one, and login too', async () => {
    for (const way of ['reset_password', 'change-pass'] as const) {
      const { user, token } = await createUser(t);
      for (let i = 0; i < 10; i++) {
        expect(body(await changeOwn(way, user, token, `Mala${i}Clave`, 'json')).error).toBe(WRONG);
      }
      const over = await changeOwn(way, user, token, PASSWORD, 'json');
      expect([over.statusCode, outcome(over)]).toEqual([429, 1006]);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(outcome(await login(user.email, PASSWORD))).toBe(1006);
      await assertUnchanged(user, token);
      // after the window, the right one works
      t.clock.advance(15 * 60_000 + 1000);
      expect((await changeOwn(way, user, token, PASSWORD, 'json')).statusCode).toBe(200);
    }
  });

  it('failed logins and wrong current passwords share one count', async () => {
    const { user, token } = await createUser(t);
    for (let i = 0; i < 6; i++) expect(outcome(await login(user.email, `Mala${i}`))).toBe(48);
    for (let i = 0; i < 4; i++) {
      const res = await changeOwn('reset_password', user, token, `Mala${i}Clave`, 'json');
      expect(body(res).error).toBe(WRONG);
    }
    expect(outcome(await changeOwn('change-pass', user, token, PASSWORD, 'json'))).toBe(1006);
    t.clock.advance(15 * 60_000 + 1000);
  });

  it('per address across accounts: the 11th wrong guess from one address is 1006', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const { user, token } = await createUser(t);
      const res = await changeOwn('change-pass', user, token, 'MalaClave1', 'json', ip);
      expect(body(res).error).toBe(WRONG);
    }
    const { user, token } = await createUser(t);
    const res = await changeOwn('reset_password', user, token, PASSWORD, 'json', ip);
    expect(outcome(res)).toBe(1006);
    await assertUnchanged(user, token);
    t.clock.advance(15 * 60_000 + 1000);
  });

  it('a parallel burst of guesses checks at most 10 passwords', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 11, max: 30 }),
        fc.constantFrom<Way>('reset_password', 'change-pass'),
        async (n, way) => {
          const { user, token } = await createUser(t);
          const answers = await Promise.all(
            Array.from({ length: n }, (_, i) =>
              changeOwn(way, user, token, `Mala${i}Clave`, 'json'),
            ),
          );
          const wrong = answers.filter((r) => body(r).error === WRONG).length;
          const limited = answers.filter((r) => outcome(r) === 1006).length;
          expect([wrong, limited]).toEqual([10, n - 10]);
          await assertUnchanged(user, token);
          t.clock.advance(15 * 60_000 + 1000);
        },
      ),
      { numRuns: 6, seed: 2843 },
    );
  }, 300_000);
});
