import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/factories';

/**
 * Issue 14 §2: `autologin` sends the browser to a path of this site or answers 400 (1003) —
 * never to another origin, however the address is spelled.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const PUBLIC_URL = 'http://turnos.test';
const ORIGIN = new URL(PUBLIC_URL).origin;
const FOREIGN = 'La dirección de destino no pertenece a este sitio.';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  token = (await createUser(t)).token;
});
afterAll(() => t.close());

const autologin = (redirectUrl: string) =>
  t.call({
    method: 'GET',
    url: `${AUTH}/autologin?${new URLSearchParams({ JWT: token, redirectUrl }).toString()}`,
  });

/** Either the contract's 400, or a redirect that a browser resolves to a path of this site. */
async function expectSafe(redirectUrl: string) {
  const res = await autologin(redirectUrl);
  const label = JSON.stringify(redirectUrl);
  if (res.statusCode === 400) {
    // ours, or the central refusal of a NUL byte in any parameter: the envelope either way
    const { error } = res.json() as { error: string };
    expect([FOREIGN, 'El parámetro redirectUrl contiene caracteres no permitidos.']).toContain(
      error,
    );
    expect(res.json(), label).toEqual({
      success: false,
      error,
      data: { message: error, errorCode: 1003 },
    });
    return res;
  }
  expect(res.statusCode, label).toBe(302);
  const location = String(res.headers.location);
  // the browser resolves Location against the autologin URL itself
  const resolved = new URL(location, `${PUBLIC_URL}${AUTH}/autologin`);
  expect(resolved.origin, `${label} → ${location}`).toBe(ORIGIN);
  expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(resolved.hash, label).toBe(`#jwt=${token}`);
  return res;
}

/** Pieces of addresses that browsers read as "another host" in one spelling or another. */
const hostilePrefix = fc.constantFrom(
  '//',
  '///',
  '/\\',
  '\\\\',
  '\\/',
  '/.//',
  '/./\\',
  '/../',
  '/..//',
  '/%2F',
  '/%2f/',
  '/%5C',
  '/%5c%5c',
  '%2F%2F',
  '/%2e%2e/',
  '/%2E/',
  '/\t/',
  '/\n/',
  '\t//',
  ' //',
  'http://',
  'https://',
  'HTTP://',
  'http:/',
  'http:',
  'https:\\\\',
  'ftp://',
  'javascript:',
  'JavaScript:',
  'java\tscript:',
  'data:text/html,',
  'vbscript:',
  `${PUBLIC_URL}@`,
  '//turnos.test@',
  '/\u3002/',
  '\u00a0//',
  '\u2044\u2044',
);
const host = fc.constantFrom(
  'evil.example',
  'evil.example:8080',
  'turnos.test.evil.example',
  '127.0.0.1',
  '[::1]',
  'alert(1)',
  '%65vil.example',
);
const tail = fc.constantFrom('', '/', '/x', '/cliente?x=1', '#frag', '?a=//b');
/** Tabs, newlines, CR and NUL the URL parser would strip or a header would carry. */
const noise = fc.constantFrom('\t', '\n', '\r', '\u0000', '\f', ' ', '%09', '%0a', '%0D', '%00');

const hostile = fc
  .tuple(
    hostilePrefix,
    host,
    tail,
    fc.array(fc.tuple(fc.nat(), noise), { maxLength: 2 }),
    fc.boolean(),
  )
  .map(([prefix, h, rest, inserts, upper]) => {
    let s = `${prefix}${h}${rest}`;
    for (const [at, n] of inserts) {
      const i = at % (s.length + 1);
      s = s.slice(0, i) + n + s.slice(i);
    }
    return upper ? s.toUpperCase() : s;
  });

/** Plain paths of the site: accepted, and sent exactly there. */
const segment = fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,11}$/).filter((s) => s !== '.');
const safePath = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 4 }),
    fc.boolean(),
    fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{0,20}$/), { nil: undefined }),
  )
  .map(([segments, slash, query]) => {
    const path = `/${segments.join('/')}${slash && segments.length > 0 ? '/' : ''}`;
    return query === undefined ? path : `${path}?${query}`;
  });

describe('autologin redirectUrl', () => {
  it.each([
    '/.//evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    'https://evil.example/x',
    'http://turnos.test.evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/../../evil',
    '/%2e%2e/x',
    'cliente/dashboard',
  ])('refuses %j with 400 (1003)', async (url) => {
    const res = await autologin(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: FOREIGN,
      data: { message: FOREIGN, errorCode: 1003 },
    });
  });

  it('any hostile spelling is refused, or stays a path of this site', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (url) => {
        await expectSafe(url);
      }),
      { numRuns: 400, seed: 1402 },
    );
  });

  it('any string at all is refused, or stays a path of this site', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc
            .string({
              unit: fc.constantFrom(
                '/',
                '\\',
                '.',
                '%',
                '2',
                'F',
                'f',
                '5',
                'C',
                'e',
                ':',
                '\t',
                'x',
                '@',
                '?',
                '#',
              ),
              maxLength: 12,
            })
            .map((s) => `/${s}`),
        ),
        async (url) => {
          await expectSafe(url);
        },
      ),
      { numRuns: 400, seed: 1403 },
    );
  });

  it('a plain path of the site is accepted and sent exactly there', async () => {
    await fc.assert(
      fc.asyncProperty(safePath, async (path) => {
        const res = await expectSafe(path);
        expect(res.statusCode, path).toBe(302);
        expect(res.headers.location).toBe(`${path}#jwt=${token}`);
      }),
      { numRuns: 200, seed: 1404 },
    );
  });

  it('no redirectUrl goes home; a fragment given is replaced by the token', async () => {
    const home = await t.call({ method: 'GET', url: `${AUTH}/autologin?JWT=${token}` });
    expect(home.headers.location).toBe(`/#jwt=${token}`);
    const withHash = await autologin('/cliente/dashboard#arriba');
    expect(withHash.headers.location).toBe(`/cliente/dashboard#jwt=${token}`);
  });
});
