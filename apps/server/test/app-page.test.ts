import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAppPage } from '../src/http/app-page';

// ADR 0095: the app page carries the path's first screen (dist/shells.json, rendered at build
// time) with the studio's name written in it, escaped, so the browser paints before any script.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-app-page-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><title>Turnos</title><script defer src="/boot.js" data-entry="/assets/e.js" data-preload="/assets/a.js /assets/b.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, 'shells.json'),
  JSON.stringify({
    token: 'SITE_TOKEN',
    shells: {
      '/': '<h1 aria-label="SITE_TOKEN: inicio">SITE_TOKEN</h1>',
      '/login': '<form>login</form>',
      '*': '<p>cargando</p>',
    },
    preloads: {
      '/cliente/dashboard': ['/assets/page.js', '/assets/card.js'],
      '/login': ['/assets/form.js', '"><script>alert(1)</script>', '/assets/../x.js'],
    },
  }),
);

describe('the app page', () => {
  const page = loadAppPage(dist);

  it("puts the path's first screen in #root with the studio's name", () => {
    const html = page.body('/', 'Peluquería Sol').html.toString();
    expect(html).toContain(
      '<div id="root" data-site-name="Peluquería Sol"><h1 aria-label="Peluquería Sol: inicio">Peluquería Sol</h1></div>',
    );
    expect(html).toContain('<title>Peluquería Sol</title>');
    expect(page.body('/login/', 'X').html.toString()).toContain('<form>login</form>');
  });

  it('any other path gets the "*" screen', () => {
    expect(page.body('/cliente/dashboard', 'X').html.toString()).toContain('<p>cargando</p>');
  });

  it("names a first page's own scripts for boot.js to preload with the entry, and only build files", () => {
    const preload = (p: string) =>
      /data-preload="([^"]*)"/.exec(page.body(p, 'X').html.toString())?.[1];
    expect(preload('/cliente/dashboard/')).toBe(
      '/assets/a.js /assets/b.js /assets/page.js /assets/card.js',
    );
    expect(preload('/login')).toBe('/assets/a.js /assets/b.js /assets/form.js');
    expect(preload('/')).toBe('/assets/a.js /assets/b.js');
    expect(preload('/constructor')).toBe('/assets/a.js /assets/b.js');
  });

  it('escapes the name: markup in it is text', () => {
    const html = page.body('/', `<script>"a" & 'b'</script>`).html.toString();
    expect(html).not.toContain('<script>"a"');
    expect(html).toContain('&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;');
  });

  it('its compressed copies are the page', () => {
    const body = page.body('/', 'Sol');
    expect(brotliDecompressSync(body.br).equals(body.html)).toBe(true);
    expect(gunzipSync(body.gzip).equals(body.html)).toBe(true);
  });

  it('without shells.json it is index.html as built', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-app-page-'));
    fs.copyFileSync(path.join(dist, 'index.html'), path.join(other, 'index.html'));
    expect(loadAppPage(other).body('/', 'Sol').html.toString()).toBe(
      fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
    );
    fs.rmSync(other, { recursive: true, force: true });
  });
});
