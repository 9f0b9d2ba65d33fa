import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOption } from '../src/modules/options';
import { saveLogo } from '../src/modules/options/logo.queries';
import { shortName, webManifest } from '../src/http/spa';
import { createTestApp, type TestApp } from './harness';

// The built web app served by the server: every page (the home page `/` included) gets
// index.html, assets are files sent precompressed by Accept-Encoding, the shop window's files
// (manifest, favicon, robots.txt) answer as what they are, and nothing that is not there answers
// anything but a 404.
const PUBLIC = path.resolve(__dirname, '../../web/public');
let t: TestApp;
let dist: string;
/** A script big enough to be worth compressing, as the web build writes it with its copies. */
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = "turnos-${i}";`).join('\n'),
);
const style = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `.c${i}{color:#6d3b8c;margin:${i}px}`).join(''),
);
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-spa-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Turnos SPA</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, bytes] of [
    ['app-abc123.js', script],
    ['app-abc123.css', style],
  ] as const) {
    const file = path.join(dist, 'assets', name);
    fs.writeFileSync(file, bytes);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(bytes));
    fs.writeFileSync(`${file}.gz`, gzipSync(bytes));
  }
  // a file the build found not worth compressing: no copies beside it
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-1.js'), 'export{}');
  // the shipped shop-window files, as the build copies public/ into dist/
  fs.cpSync(path.join(PUBLIC, 'icons'), path.join(dist, 'icons'), { recursive: true });
  fs.copyFileSync(path.join(PUBLIC, 'robots.txt'), path.join(dist, 'robots.txt'));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Width and height from a PNG's IHDR chunk (null when the bytes are not a PNG). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) return null;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app', () => {
  it.each(['/', '/login', '/cliente/dashboard', '/admin/profesionales?x=1'])(
    '%s answers the app page, not cached',
    async (url) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Turnos SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('assets are long-cached files', async () => {
    const res = await t.call({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    '/assets/missing-1.js',
    '/assets/',
    '/icons/missing.png',
    '/wp-json/turnos/v1/no-existe',
  ])('%s is the 404 envelope, never a 500', async (url) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: { errorCode: 1002 } });
  });

  it.each(['/no-existe', '/a/b/c', '/algo.php', '/cliente/nada', '/robots.txt/x'])(
    'an unknown page %s is the app page (its 404 screen), not an error envelope',
    async (url) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Turnos SPA');
    },
  );
});

describe('the shop window files', () => {
  it('robots.txt is plain text that lets the public pages be indexed, not the app page', async () => {
    const res = await t.call({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).not.toContain('<');
    const lines = res.body.split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /wp-json/');
    // the pages a visitor lands on stay crawlable
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow:'))
      .map((l) => l.slice('Disallow:'.length).trim())
      .filter((prefix) => prefix !== '');
    expect(disallowed).not.toContain('/');
    for (const page of ['/', '/listado-servicios', '/login', '/registrar-nuevo-cliente']) {
      expect(
        disallowed.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([]);
    }
  });

  it('the manifest names the studio and makes the app installable', async () => {
    const name = 'Peluquería Ñandú & Compañía';
    await setOption(t.db, 'turnos_nombre_sitio', name);
    const res = await t.call({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json() as ReturnType<typeof webManifest>;
    expect(manifest).toMatchObject({
      name,
      short_name: 'Peluquería',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es-AR',
      theme_color: '#6d3b8c',
    });
    // every icon is a real PNG of the size it claims; a 192 and a 512 are there
    const sizes = new Set<string>();
    for (const icon of manifest.icons) {
      const file = await t.call({ method: 'GET', url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const size = pngSize(file.rawPayload);
      expect(size, icon.src).not.toBeNull();
      expect(`${size?.width}x${size?.height}`).toBe(icon.sizes);
      sizes.add(icon.sizes);
    }
    expect(sizes).toEqual(new Set(['192x192', '512x512']));
  });

  it('without a site name the manifest says Turnos', async () => {
    await setOption(t.db, 'turnos_nombre_sitio', '');
    const res = await t.call({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.json()).toMatchObject({ name: 'Turnos', short_name: 'Turnos' });
  });

  it('the short name fits under an icon (≤ 12 characters) and is the name when it fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const name = raw.trim() || 'Turnos';
        const short = shortName(name);
        expect([...short].length).toBeLessThanOrEqual(12);
        expect(short.length).toBeGreaterThan(0);
        if (name.length <= 12) expect(short).toBe(name);
      }),
    );
  });

  it('the favicon is the app icon until the studio uploads a logo, then the logo', async () => {
    const icon = await t.call({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(fs.readFileSync(path.join(PUBLIC, 'icons/favicon-48.png')))).toBe(
      true,
    );
    const iconTag = String(icon.headers.etag);
    expect(
      (await t.call({ method: 'GET', url: '/favicon.ico', headers: { 'if-none-match': iconTag } }))
        .statusCode,
    ).toBe(304);

    const logo = fs.readFileSync(path.join(PUBLIC, 'icons/icon-192.png'));
    await saveLogo(t.db, 'image/png', logo, new Date('2026-11-28T12:00:00Z'));
    const first = await t.call({ method: 'GET', url: '/favicon.ico' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(logo)).toBe(true);
    // the icon's validator does not keep the old icon once there is a logo
    const stale = await t.call({
      method: 'GET',
      url: '/favicon.ico',
      headers: { 'if-none-match': iconTag },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(logo)).toBe(true);

    // a new logo changes the validator: a browser holding the old one gets the new image
    const webp = Buffer.from(
      'RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10',
      'latin1',
    );
    await saveLogo(t.db, 'image/webp', webp, new Date('2026-11-28T13:00:00Z'));
    const next = await t.call({
      method: 'GET',
      url: '/favicon.ico',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers['content-type']).toBe('image/webp');
    expect(next.headers['x-content-type-options']).toBe('nosniff');
    expect(next.rawPayload.equals(webp)).toBe(true);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/favicon.ico',
          headers: { 'if-none-match': `"x", ${String(next.headers.etag)}` },
        })
      ).statusCode,
    ).toBe(304);
  });
});

/** What a response's body is once its Content-Encoding is undone. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

/**
 * The encoding a client must get for its Accept-Encoding: of the copies the build wrote (br,
 * gzip), the one it accepts with the highest q (a tie goes to brotli, the smaller), none when it
 * accepts neither.
 */
function expectedEncoding(entries: Array<{ token: string; q: string | null }>) {
  const quality = (enc: string) => {
    const entry = entries.find((e) => e.token.toLowerCase() === enc);
    if (!entry) return 0;
    return entry.q === null ? 1 : Number(entry.q);
  };
  const [br, gz] = [quality('br'), quality('gzip')];
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

const acceptEncoding = fc
  .uniqueArray(
    fc.record({
      token: fc.constantFrom('br', 'BR', 'gzip', 'GZip', 'deflate', 'identity', 'compress', 'zstd'),
      q: fc.constantFrom(null, '1', '1.0', '0.9', '0.5', '0.1', '0.001', '0'),
    }),
    { selector: (e) => e.token.toLowerCase(), maxLength: 6 },
  )
  .chain((entries) =>
    fc.constantFrom(', ', ',', ' , ').map((sep) => ({
      entries,
      header: entries.map((e) => (e.q === null ? e.token : `${e.token};q=${e.q}`)).join(sep),
    })),
  );

describe('compressed scripts and styles', () => {
  it('every Accept-Encoding gets the best copy it accepts, the original once undone', async () => {
    await fc.assert(
      fc.asyncProperty(
        acceptEncoding,
        fc.constantFrom(
          { url: '/assets/app-abc123.js', bytes: script, type: /javascript/ },
          { url: '/assets/app-abc123.css', bytes: style, type: /^text\/css/ },
        ),
        async ({ entries, header }, asset) => {
          const res = await t.call({
            method: 'GET',
            url: asset.url,
            headers: header === '' ? {} : { 'accept-encoding': header },
          });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(expectedEncoding(entries));
          expect(res.headers['content-type']).toMatch(asset.type);
          expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
          expect(res.headers['cache-control']).toContain('immutable');
          expect(decoded(res).equals(asset.bytes)).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s', async (header, encoding) => {
    const res = await t.call({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': header },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decoded(res).equals(script)).toBe(true);
    if (encoding === 'br') expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('HEAD answers the same headers without a body', async () => {
    for (const [header, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const get = await t.call({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': header },
      });
      const head = await t.call({
        method: 'HEAD',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': header },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe(encoding);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
      expect(String(head.headers.vary)).toMatch(/accept-encoding/i);
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('a file without copies is sent as it is, also to a client that accepts brotli', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/assets/tiny-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export{}');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('the app page too varies by Accept-Encoding and stays the page', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/listado-servicios',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(decoded(res).toString()).toContain('Turnos SPA');
  });
});
