import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SignJWT, decodeJwt, type JWTHeaderParameters } from 'jose';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, body, createUser } from '../../../test/factories';

/**
 * Issue 14 §2: revocation follows the token's identity (its jti), not its spelling. Every other
 * spelling of a revoked token — padding, other trailing bits, whitespace the decoder skips, the
 * same claims under another header — is refused everywhere, while another token of the same
 * user issued in the same second keeps working.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
let t: TestApp;
let key: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  const [secret] = await t.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, 'jwt_secret'));
  key = new TextEncoder().encode(secret?.value);
});
afterAll(() => t.close());

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** How a token travels: the header (any case of the scheme), or a JWT parameter of any case. */
type Transport = { kind: 'header'; scheme: string } | { kind: 'query' | 'body'; name: string };

function send(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  how: Transport,
  extra: Record<string, string> = {},
) {
  if (how.kind === 'header') {
    const query = new URLSearchParams(extra).toString();
    return t.app.inject({
      method,
      url: query ? `${url}?${query}` : url,
      headers: { authorization: `${how.scheme} ${token}` },
    });
  }
  if (how.kind === 'query' || method === 'GET') {
    const query = new URLSearchParams({ ...extra, [how.name]: token }).toString();
    return t.app.inject({ method, url: `${url}?${query}` });
  }
  return t.app.inject({ method, url, payload: { ...extra, [how.name]: token } });
}

/** Every place a token opens: a studio endpoint, the session, refresh and autologin. */
async function usesOf(token: string, how: Transport, userId: number) {
  return {
    studio: await send('GET', `${TURNOS}/obtener-datos-cliente`, token, how, {
      ID: String(userId),
    }),
    validate: await send('GET', `${AUTH}/auth/validate`, token, how),
    refresh: await send('POST', `${AUTH}/auth/refresh`, token, how),
    autologin: await send('GET', `${AUTH}/autologin`, token, how, { redirectUrl: '/cliente' }),
  };
}

/** The same token (same claims, same jti) spelled another way. */
const spelling = fc.oneof(
  // padding on any part: the lenient decoder ignores it
  fc.record({
    kind: fc.constant('pad' as const),
    part: fc.integer({ min: 0, max: 2 }),
    pad: fc.constantFrom('=', '==', '==='),
  }),
  // the last character of the signature carries 2 unused bits: 3 other characters decode alike
  fc.record({ kind: fc.constant('bits' as const), flip: fc.integer({ min: 1, max: 3 }) }),
  // ASCII whitespace anywhere in the signature is skipped by the decoder
  fc.record({
    kind: fc.constant('space' as const),
    at: fc.nat(),
    ws: fc.constantFrom('\t', '\n', '\r', ' ', '\f'),
  }),
  // the same claims signed again (with the server's own key) under another header
  fc.record({
    kind: fc.constant('header' as const),
    header: fc.constantFrom<JWTHeaderParameters>(
      { alg: 'HS256' },
      { typ: 'JWT', alg: 'HS256' },
      { alg: 'HS256', typ: 'jwt' },
      { alg: 'HS256', typ: 'JWT', kid: 'otra' },
    ),
  }),
);
type Spelling = typeof spelling extends fc.Arbitrary<infer S> ? S : never;

async function respell(token: string, how: Spelling): Promise<string> {
  const parts = token.split('.');
  const [h = '', p = '', s = ''] = parts;
  switch (how.kind) {
    case 'pad':
      return parts.map((part, i) => (i === how.part ? part + how.pad : part)).join('.');
    case 'bits': {
      const last = B64URL.indexOf(s.slice(-1));
      return `${h}.${p}.${s.slice(0, -1)}${B64URL[last ^ how.flip]}`;
    }
    case 'space': {
      const at = 1 + (how.at % (s.length - 1));
      return `${h}.${p}.${s.slice(0, at)}${how.ws}${s.slice(at)}`;
    }
    case 'header':
      return new SignJWT(decodeJwt(token)).setProtectedHeader(how.header).sign(key);
  }
}

const transport = fc.oneof(
  fc
    .constantFrom('Bearer', 'bearer', 'BEARER', 'bEaReR')
    .map((scheme): Transport => ({ kind: 'header', scheme })),
  fc
    .record({
      kind: fc.constantFrom('query' as const, 'body' as const),
      name: fc.constantFrom('JWT', 'jwt', 'Jwt'),
    })
    .map((r): Transport => r),
);

const statusOf = (res: { statusCode: number; json(): unknown }) => [
  res.statusCode,
  res.statusCode === 302 ? 'redirect' : body(res).data.errorCode,
];

describe('token identity', () => {
  it('two logins in the same second get two tokens; revoking one leaves the other working', async () => {
    const { user } = await createUser(t);
    const login = () =>
      t.call({
        method: 'POST',
        url: `${AUTH}/auth`,
        payload: { email: user.email, password: PASSWORD },
      });
    const a = body(await login()).data.jwt as string;
    const b = body(await login()).data.jwt as string;
    expect(a).not.toBe(b);
    expect(decodeJwt(a).iat).toBe(decodeJwt(b).iat);
    expect(decodeJwt(a).jti).toEqual(expect.any(String));
    expect(decodeJwt(a).jti).not.toBe(decodeJwt(b).jti);

    const revoked = await t.call({ method: 'POST', url: `${AUTH}/auth/revoke`, token: a });
    expect(revoked.json()).toEqual({
      success: true,
      message: 'Token was revoked.',
      data: { jwt: [a] },
    });
    const validate = (token: string) =>
      t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token });
    expect(statusOf(await validate(a))).toEqual([401, 55]);
    expect(body(await validate(b)).data.user).toMatchObject({ ID: user.id });
    // revoking again answers 0, also through another spelling of the same token
    expect(
      body(await t.call({ method: 'POST', url: `${AUTH}/auth/revoke`, token: a })).data.errorCode,
    ).toBe(0);
    expect(
      body(await t.call({ method: 'POST', url: `${AUTH}/auth/revoke`, token: `${a}=` })).data
        .errorCode,
    ).toBe(0);
  });

  it('every other spelling of a revoked token is refused everywhere; the sibling token works', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(spelling, {
          minLength: 1,
          maxLength: 4,
          selector: (s) => JSON.stringify(s),
        }),
        transport,
        fc.boolean(),
        async (spellings, how, expire) => {
          const { user } = await createUser(t);
          // two tokens of one user, issued in the same second
          const revoked = await t.deps.jwt.sign(user);
          const sibling = await t.deps.jwt.sign(user);
          const res = await t.call({ method: 'POST', url: `${AUTH}/auth/revoke`, token: revoked });
          expect(res.statusCode).toBe(200);
          // an expired one may still be refreshed: its spellings must not be either
          if (expire) t.clock.advance(25 * 3600_000);
          try {
            for (const s of spellings) {
              const variant = await respell(revoked, s);
              expect(variant).not.toBe(revoked);
              for (const [use, answer] of Object.entries(await usesOf(variant, how, user.id))) {
                expect(
                  answer.statusCode,
                  `${use} ${JSON.stringify(s)} ${JSON.stringify(how)}`,
                ).toBe(401);
                expect([0, 12, 14, 53, 55], use).toContain(body(answer).data.errorCode);
              }
            }
            const fresh = expire
              ? (body(await send('POST', `${AUTH}/auth/refresh`, sibling, how)).data.jwt as string)
              : sibling;
            const uses = await usesOf(fresh, how, user.id);
            expect(uses.studio.statusCode).toBe(200);
            expect(uses.validate.statusCode).toBe(200);
            expect(uses.refresh.statusCode).toBe(200);
            expect(uses.autologin.statusCode).toBe(302);
          } finally {
            if (expire) t.clock.advance(-25 * 3600_000);
          }
        },
      ),
      { numRuns: 40, seed: 1414 },
    );
  });

  it('a token has one spelling: any other spelling of its bytes is malformed (0), revoked or not', async () => {
    const { user } = await createUser(t);
    const token = await t.deps.jwt.sign(user);
    await fc.assert(
      fc.asyncProperty(
        spelling.filter((s) => s.kind !== 'header'),
        fc.constantFrom<Transport>({ kind: 'query', name: 'JWT' }, { kind: 'body', name: 'jwt' }),
        async (s, how) => {
          const variant = await respell(token, s);
          const res = await send('POST', `${AUTH}/auth/validate`, variant, how);
          expect(statusOf(res), JSON.stringify(s)).toEqual([401, 0]);
        },
      ),
      { numRuns: 60, seed: 1415 },
    );
    expect(
      body(await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token })).data.user,
    ).toMatchObject({ ID: user.id });
  });

  it('a password change ends every earlier token and its refreshes; tokens issued after it refresh', async () => {
    const { user } = await createUser(t);
    const before = await t.deps.jwt.sign(user);
    const login = async (password: string) =>
      body(
        await t.call({
          method: 'POST',
          url: `${AUTH}/auth`,
          payload: { email: user.email, password },
        }),
      ).data.jwt as string;
    const other = await login(PASSWORD);
    const changed = await t.call({
      method: 'POST',
      url: `${TURNOS}/change-pass`,
      token: other,
      payload: { ID: user.id, password: 'NuevaClave9', password_actual: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    // the same second: the new token is not earlier than the change
    const after = await login('NuevaClave9');
    for (const old of [before, other]) {
      for (const url of ['auth/validate', 'auth/refresh']) {
        const res = await t.call({ method: 'POST', url: `${AUTH}/${url}`, token: old });
        expect(statusOf(res), url).toEqual([401, 55]);
      }
    }
    t.clock.advance(25 * 3600_000);
    const refreshed = body(
      await t.call({ method: 'POST', url: `${AUTH}/auth/refresh`, token: after }),
    ).data.jwt as string;
    expect(decodeJwt(refreshed).jti).not.toBe(decodeJwt(after).jti);
    const me = await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: refreshed });
    expect(body(me).data.user).toMatchObject({ ID: user.id });
    // the earlier tokens stay refused after their expiry too
    expect(
      statusOf(await t.call({ method: 'POST', url: `${AUTH}/auth/refresh`, token: before })),
    ).toEqual([401, 55]);
  });

  it('a token without a jti (signed before tokens had one) is refused (0)', async () => {
    const { user, token } = await createUser(t);
    const { jti: _dropped, ...claims } = decodeJwt(token);
    const old = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
    expect(
      statusOf(await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token: old })),
    ).toEqual([401, 0]);
    expect(
      body(await t.call({ method: 'GET', url: `${AUTH}/auth/validate`, token })).data.user,
    ).toMatchObject({
      ID: user.id,
    });
  });
});
