import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Role } from '@turnos/domain';
import { registeredRoutes, type RouteSpec } from '../../src/http/route';
import { createTestApp, type TestApp } from '../harness';
import { createUser } from '../factories';
import { createStudio } from '../booking-factories';
import { expectErrorEnvelope, tableState } from './quality-kit';

/**
 * Issue 28.7: every body parser error is the sender's fault. For EVERY registered route that
 * takes a body (every method but GET/HEAD) × every kind of unreadable body — multipart without a
 * boundary, with a boundary that never appears, truncated in a part or in its headers, without
 * the final boundary, a part without Content-Disposition, an empty file field, a body of the
 * wrong type for the route, a charset that is not UTF-8 (JSON, form and multipart), garbage
 * bytes, an empty multipart body, a part larger than the limits — the answer is a 4xx in the
 * contract envelope with a Spanish message (never 5xx), nothing is written, and nothing is
 * logged as an error. On `subir-logo`, the one route that reads multipart, the answer is exactly
 * 400 (1003) or, for a part over the size limit, 413 (1010). Then fast-check cuts a valid upload
 * at every length and flips random bytes in it: refused unless the body is still whole.
 */

const LOGO = '/wp-json/turnos/v1/subir-logo';
const B = 'TurnosFrontera7';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-cuerpo-de-prueba'),
]);
const MP = `multipart/form-data; boundary=${B}`;
const FILE_HEADERS = 'Content-Disposition: form-data; name="file"; filename="logo.png"';

const part = (headers: string, content: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--${B}\r\n${headers}\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from('\r\n'),
  ]);
const close = Buffer.from(`--${B}--\r\n`);
/** A valid upload of `content` in field `file` (the server accepts it when content is an image). */
const upload = (content: Buffer = PNG) =>
  Buffer.concat([part(`${FILE_HEADERS}\r\nContent-Type: image/png`, content), close]);
const VALID_UPLOAD = upload();

type Kind = readonly [what: string, contentType: string, payload: Buffer | string];

/** Every kind of body a parser cannot read, or the route cannot take. */
const KINDS: readonly Kind[] = [
  ['multipart without boundary', 'multipart/form-data', VALID_UPLOAD],
  ['multipart with an empty boundary', 'multipart/form-data; boundary=', VALID_UPLOAD],
  [
    'multipart with an unclosed quoted boundary',
    'multipart/form-data; boundary="abc',
    VALID_UPLOAD,
  ],
  [
    'multipart whose boundary never appears',
    'multipart/form-data; boundary=OtraCosa',
    VALID_UPLOAD,
  ],
  ['multipart truncated mid-part', MP, VALID_UPLOAD.subarray(0, VALID_UPLOAD.length - 30)],
  ['multipart truncated mid-headers', MP, `--${B}\r\nContent-Disposition: form-da`],
  [
    'multipart truncated in a second part’s headers',
    MP,
    Buffer.concat([part(FILE_HEADERS, PNG), Buffer.from(`--${B}\r\nContent-Disposition: form-`)]),
  ],
  ['multipart without the final boundary', MP, part(FILE_HEADERS, PNG)],
  [
    'multipart with the final boundary cut',
    MP,
    Buffer.concat([part(FILE_HEADERS, PNG), Buffer.from(`--${B}-`)]),
  ],
  [
    'a part without Content-Disposition',
    MP,
    Buffer.concat([part('Content-Type: image/png', PNG), close]),
  ],
  ['an empty file field', MP, upload(Buffer.alloc(0))],
  [
    'a text field instead of the file',
    MP,
    Buffer.concat([part('Content-Disposition: form-data; name="file"', 'hola'), close]),
  ],
  [
    'the file in another field',
    MP,
    Buffer.concat([
      part('Content-Disposition: form-data; name="logo"; filename="logo.png"', PNG),
      close,
    ]),
  ],
  [
    'two files',
    MP,
    Buffer.concat([
      part(FILE_HEADERS, PNG),
      part('Content-Disposition: form-data; name="file"; filename="b.png"', PNG),
      close,
    ]),
  ],
  ['multipart with charset=klingon', `${MP}; charset=klingon`, VALID_UPLOAD],
  ['multipart with charset=utf-16', `${MP}; charset=utf-16`, VALID_UPLOAD],
  ['multipart with an empty charset', `${MP}; charset=`, VALID_UPLOAD],
  ['multipart/mixed', `multipart/mixed; boundary=${B}`, VALID_UPLOAD],
  ['bare "multipart"', `multipart; boundary=${B}`, VALID_UPLOAD],
  ['garbage bytes as multipart', MP, Buffer.from([0, 1, 2, 0xff, 0xfe, 13, 10, 45, 45, 0x80])],
  ['garbage bytes as multipart without boundary', 'multipart/form-data', Buffer.from([0xff, 0])],
  ['an empty multipart body', MP, ''],
  ['an empty multipart body without boundary', 'multipart/form-data', ''],
  ['only the closing boundary', MP, close],
  ['an image sent raw', 'image/png', PNG],
  ['an octet stream', 'application/octet-stream', PNG],
  ['JSON with charset=klingon', 'application/json; charset=klingon', '{}'],
  ['JSON with charset=latin1', 'application/json; charset=iso-8859-1', '{}'],
  ['JSON with charset="utf-16"', 'application/json; charset="utf-16"', '{}'],
  ['a form with charset=klingon', 'application/x-www-form-urlencoded; charset=klingon', 'a=1'],
  ['a form with an empty charset', 'application/x-www-form-urlencoded; charset', 'a=1'],
  ['garbage bytes as JSON', 'application/json', Buffer.from([0xff, 0x00, 0x7b, 0x80])],
  ['truncated JSON', 'application/json', '{"nombre":"An'],
  ['garbage bytes as a form', 'application/x-www-form-urlencoded', Buffer.from([0xff, 0x3d, 0xc0])],
  ['a content type without subtype', 'application', '{}'],
  ['a malformed content type', ';;;=', '{}'],
  [
    'a huge part (5 MB)',
    MP,
    Buffer.concat([part(FILE_HEADERS, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])), close]),
  ],
  [
    'a huge text part (2 MB)',
    MP,
    Buffer.concat([
      part('Content-Disposition: form-data; name="nota"', Buffer.alloc(2 * 1024 * 1024, 97)),
      upload().subarray(0),
    ]),
  ],
  ['a huge JSON body (2 MB)', 'application/json', `{"nombre":"${'a'.repeat(2 * 1024 * 1024)}"}`],
];

/** Well-formed bodies that only the upload route cannot take (it reads multipart alone). */
const UPLOAD_ONLY: readonly Kind[] = [
  ['JSON on the upload route', 'application/json', '{"file":"logo.png"}'],
  ['a form on the upload route', 'application/x-www-form-urlencoded', 'file=logo.png'],
  [
    'JSON with a base64 image on the upload route',
    'application/json',
    JSON.stringify({ file: PNG.toString('base64') }),
  ],
];

let t: TestApp;
const errorLines: string[] = [];
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const line = chunk.toString('utf8');
      if (/"level":(50|60)/.test(line)) errorLines.push(line);
      done();
    },
  });
  // the webhook secret set: without it every notification is (rightly) logged as an error
  t = await createTestApp({ MP_WEBHOOK_SECRET: 'whsec-malformed' }, undefined, {
    stream,
    level: 'warn',
  });
  tokens.peluadmin = (await createUser(t, { roles: ['peluadmin'] })).token;
  tokens.peluquero = (await createUser(t, { roles: ['peluquero'] })).token;
  tokens.cliente = (await createUser(t, { roles: ['cliente'] })).token;
  await createStudio(t);
}, 120_000);
afterAll(() => t?.close());

const methodsOf = (r: RouteSpec) => (typeof r.method === 'string' ? [r.method] : [...r.method]);
/** Every route and method that takes a body. */
const bodyCases = () =>
  registeredRoutes.flatMap((r) =>
    methodsOf(r)
      .filter((m) => m !== 'GET')
      .map((method) => ({ r, method })),
  );

function tokenFor(r: RouteSpec): string | undefined {
  if (r.roles === 'public') return undefined;
  const roles = r.roles as readonly Role[];
  return tokens[roles.includes('peluadmin') ? 'peluadmin' : (roles[0] as Role)];
}

function send(r: RouteSpec, method: string, contentType: string, payload: Buffer | string) {
  const token = tokenFor(r);
  return t.app.inject({
    method: method as 'POST',
    url: r.path,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
}

/** 4xx in the envelope; on the upload route, exactly 400 (1003) or 413 (1010). */
function expectRefused(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
  upload: boolean,
) {
  const shown = `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, shown).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, shown).toBeLessThan(500);
  const { data } = expectErrorEnvelope(res, label);
  if (upload) {
    expect([400, 413], shown).toContain(res.statusCode);
    expect(data.errorCode, shown).toBe(res.statusCode === 413 ? 1010 : 1003);
  }
}

describe('unreadable bodies on every route that takes one', () => {
  it('knows the routes, the upload route among them', () => {
    expect(bodyCases().length).toBeGreaterThan(50);
    expect(bodyCases().some(({ r }) => r.path === LOGO)).toBe(true);
  });

  it('a valid upload is accepted (the kinds below fail for their defect alone)', async () => {
    const res = await send(
      registeredRoutes.find((r) => r.path === LOGO) as RouteSpec,
      'POST',
      MP,
      VALID_UPLOAD,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('every parser error kind × every route: 4xx in the envelope, nothing written, no error logged', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { r, method } of bodyCases()) {
      const label = `${method} ${r.path}`;
      const before = await tableState(t);
      try {
        for (const [what, type, payload] of r.path === LOGO ? [...KINDS, ...UPLOAD_ONLY] : KINDS) {
          const res = await send(r, method, type, payload);
          sent += 1;
          expectRefused(res, `${label}: ${what}`, r.path === LOGO);
        }
        expect(await tableState(t), `${label} wrote something`).toEqual(before);
      } catch (err) {
        failures.push(String((err as Error).message ?? err).slice(0, 600));
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(sent).toBeGreaterThan(50 * KINDS.length);
    expect(errorLines, errorLines.join('\n').slice(0, 2000)).toEqual([]);
  }, 600_000);

  it('the size limit on the upload route is 413 (1010)', async () => {
    const r = registeredRoutes.find((x) => x.path === LOGO) as RouteSpec;
    const big = upload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    const res = await send(r, 'POST', MP, big);
    expect(res.statusCode, res.body).toBe(413);
    expect(expectErrorEnvelope(res, 'big').data.errorCode).toBe(1010);
  });

  it('a valid upload cut at any length, or with random bytes changed: refused unless still whole', async () => {
    const r = registeredRoutes.find((x) => x.path === LOGO) as RouteSpec;
    /** refused (and nothing written), or — only when `mayPass` — accepted */
    const check = async (body: Buffer, label: string, mayPass: boolean) => {
      const before = await tableState(t);
      const res = await send(r, 'POST', MP, body);
      if (mayPass && res.statusCode === 200) return;
      expectRefused(res, label, true);
      expect(await tableState(t), `${label} wrote something`).toEqual(before);
    };
    // every cut that loses the closing boundary or more
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: VALID_UPLOAD.length - 3 }), (cut) =>
        check(VALID_UPLOAD.subarray(0, cut), `cut at ${cut}/${VALID_UPLOAD.length}`, false),
      ),
      { numRuns: 60, seed: 28_7 },
    );
    // random bytes overwritten in the framing (part headers and boundaries, not the image): a
    // change may leave a readable body (a letter of the file name), else it is refused
    const framing = [
      ...Array.from({ length: VALID_UPLOAD.indexOf(PNG) }, (_, i) => i),
      ...Array.from(
        { length: close.length + 2 },
        (_, i) => VALID_UPLOAD.length - close.length - 2 + i,
      ),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...framing), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 4,
          selector: ([i]) => i,
        }),
        async (flips) => {
          const body = Buffer.from(VALID_UPLOAD);
          for (const [i, byte] of flips) body[i] = byte;
          await check(body, `flips ${JSON.stringify(flips)}`, true);
        },
      ),
      { numRuns: 80, seed: 28_70 },
    );
    expect(errorLines).toEqual([]);
  }, 300_000);
});
