import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

// The built web app served by the server: every page (the home page `/` included) gets
// index.html, assets are files, and nothing that is not there answers anything but a 404.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-spa-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Turnos SPA</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

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

  it.each(['/assets/missing-1.js', '/assets/', '/wp-json/turnos/v1/no-existe'])(
    '%s is the 404 envelope, never a 500',
    async (url) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: { errorCode: 1002 } });
    },
  );
});
