import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, redactUrl, scrubText, scrubValue } from './log-redaction';
import { errorSerializer, requestSerializer } from './logger';

/**
 * The redaction rules on their own (the journey through the app is
 * test/quality/log-redaction.test.ts): whatever the value, its encoding or the name's case, a
 * secret parameter's value never survives `redactUrl`, and the serializers never throw.
 */

const SECRET_NAMES = [
  'JWT',
  'jwt',
  'Jwt',
  'jWt',
  'code',
  'token',
  'password',
  'new_password',
  'password_actual',
  'apikey',
  'AUTH_KEY',
  'mp_access_token',
  'webhook_secret',
];
/** Values long and odd enough that finding one in the output means it leaked. */
const secretValue = fc
  .string({ unit: 'grapheme', minLength: 6, maxLength: 40 })
  .map((s) => `S3cr${s}`)
  .filter((s) => s.trim() === s && !s.includes('[REDACTED]'));
const encodings: ((s: string) => string)[] = [
  encodeURIComponent,
  (s) => new URLSearchParams({ x: s }).toString().slice(2),
  (s) => encodeURIComponent(encodeURIComponent(s)),
];
const forms = (s: string) => [s, ...encodings.map((e) => e(s))];

describe('redactUrl', () => {
  it('removes the value of every secret parameter, however named, encoded or placed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECRET_NAMES),
        secretValue,
        fc.constantFrom(...encodings),
        fc.constantFrom('/wp-json/turnos/v1/x', '/login', '/'),
        fc.array(
          fc.tuple(fc.constantFrom('id', 'fecha', 'email'), fc.stringMatching(/^[\w.-]{0,8}$/)),
          {
            maxLength: 3,
          },
        ),
        fc.nat(3),
        (name, value, encode, path, others, at) => {
          const pairs = others.map(([k, v]) => `${k}=${v}`);
          pairs.splice(Math.min(at, pairs.length), 0, `${name}=${encode(value)}`);
          const out = redactUrl(`${path}?${pairs.join('&')}`);
          for (const f of forms(value)) expect(out, out).not.toContain(f);
          expect(out).toContain(`${name}=${REDACTED}`);
          expect(out.startsWith(`${path}?`)).toBe(true);
        },
      ),
      { numRuns: 500, seed: 14 },
    );
  });

  it('removes a value that carries a token or a secret pair inside (a redirect target)', () => {
    fc.assert(
      fc.property(
        secretValue,
        fc.constantFrom('code', 'token', 'jwt', 'password'),
        (value, name) => {
          const target = `/cambio-password?email=a%40b.c&${name}=${encodeURIComponent(value)}`;
          for (const encode of encodings) {
            const out = redactUrl(`/autologin?redirectUrl=${encode(target)}`);
            for (const f of forms(value)) expect(out).not.toContain(f);
          }
        },
      ),
      { numRuns: 200, seed: 15 },
    );
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactUrl(`/x?next=${encodeURIComponent(`/y#jwt=${jwt}`)}`)).not.toContain(
      'c2lnbmF0dXJl',
    );
    expect(redactUrl(`/x/${jwt}/y`)).toBe(`/x/${REDACTED}/y`);
  });

  it('keeps `valor` only when the query names a non-secret option', () => {
    expect(redactUrl('/a?opcion=turnos_nombre_sitio&valor=Mi%20estudio')).toContain(
      'valor=Mi%20estudio',
    );
    for (const opcion of ['turnos_mp_access_token', 'turnos_wapp_auth_token', 'un_secret', '']) {
      expect(redactUrl(`/a?opcion=${opcion}&valor=abc123xyz`)).not.toContain('abc123xyz');
    }
    expect(redactUrl('/a?valor=abc123xyz')).not.toContain('abc123xyz');
  });

  it('never throws and keeps harmless URLs as they came', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (url) => {
        expect(typeof redactUrl(url)).toBe('string');
      }),
      { numRuns: 1000, seed: 16 },
    );
    for (const url of [
      '/healthz',
      '/wp-json/turnos/v1/get-servicio?id_servicio=3',
      '/x?a=%ZZ&b=%E0%A4%A',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('errors and free text', () => {
  it("drop a failed statement's values, PostgreSQL's detail and raw packets", () => {
    const cause = Object.assign(new Error('new row violates check constraint "x"'), {
      code: '23514',
      detail: 'Failing row contains (turnos_mp_access_token, APP_USR-123).',
    });
    const err = Object.assign(
      new Error(
        'Failed query: insert into "options" values ($1, $2)\nparams: turnos_mp_access_token,APP_USR-123',
      ),
      {
        params: ['turnos_mp_access_token', 'APP_USR-123'],
        cause,
        rawPacket: Buffer.from('Authorization: Bearer x'),
      },
    );
    const out = JSON.stringify(errorSerializer(err));
    expect(out).not.toContain('APP_USR-123');
    expect(out).not.toContain('Bearer x');
    expect(out).toContain('Failed query: insert into');
    expect(out).toContain('23514');
  });

  it('remove JWTs, bearer tokens and secret pairs from any text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const text = scrubText(
      `fetch failed: Authorization: Bearer ${jwt}; url ?code=12345678&password=x1y2z3 ${jwt}`,
    );
    expect(text).not.toMatch(/c2lnbmF0dXJl|12345678|x1y2z3/);
    expect(
      scrubValue({ password: 'p4ss', nested: { token: 't0k3n', code: 'ECONNRESET' } }),
    ).toEqual({
      password: REDACTED,
      nested: { token: REDACTED, code: 'ECONNRESET' },
    });
  });

  it('the request serializer shows no header or body, and survives anything', () => {
    const out = requestSerializer({
      method: 'POST',
      url: '/a?JWT=abc.def.ghi',
      host: 'x',
      ip: '1.2.3.4',
      socket: null,
    });
    expect(out).toEqual({
      method: 'POST',
      url: `/a?JWT=${REDACTED}`,
      host: 'x',
      remoteAddress: '1.2.3.4',
      remotePort: undefined,
    });
    expect(requestSerializer({}).url).toBeUndefined();
  });
});
