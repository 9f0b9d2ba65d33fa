import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** E2E_PORT moves the whole set (server, fakes) so parallel runs on one machine don't collide. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
/** The fake Mercado Pago (tools/fake-mercadopago) the server pays through. */
export const MP_PORT = PORT + 1;
/** The fake WhatsApp gateway (tools/fake-whatsapp). */
export const WAPP_PORT = PORT + 2;
export const MP_WEBHOOK_SECRET = 'e2e-mp-webhook-secret';
/** The key the fake WhatsApp gateway expects (`apikey` header); the admin types it as the token. */
export const WAPP_APIKEY = 'e2e-wapp-apikey';

// One fresh data directory per run. The config is loaded again in every worker; the environment
// set here by the main process is inherited, so all of them agree on the same directory.
process.env.E2E_DATA_DIR ??= path.join(here, '.data', `run-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

// The server serves a copy of the built web app, so a rebuild of apps/web/dist while the tests run
// (someone else working in the tree) cannot pull index.html from under them. The copy lives in the
// system's temp dir, not in e2e/.data, so that ESLint never sees its bundles.
const webCopies = path.join(os.tmpdir(), 'turnos-e2e-web');
const webDist = path.join(webCopies, path.basename(dataDir));
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  const built = path.join(root, 'apps', 'web', 'dist');
  if (!fs.existsSync(path.join(built, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (or `npm run test:e2e`)');
  }
  pruneOldRuns(webCopies);
  pruneOldRuns(path.join(here, '.data'));
  fs.cpSync(built, webDist, { recursive: true, filter: (src) => !src.endsWith('.map') });
}
/** The copy of the web app the servers serve (the PostgreSQL one of deposit.spec.ts too). */
export const WEB_DIST = webDist;

/** Keeps what the last few runs left (for looking at a failure) and removes the rest. */
function pruneOldRuns(dir: string, keep = 3) {
  const runs = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.startsWith('run-')) : [];
  // run-<ms since epoch>: the name order is the age order
  const byAge = runs.sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
  for (const name of byAge.slice(0, Math.max(0, byAge.length - keep))) {
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Browser journeys against the real server (embedded database, demo studio, e-mails written to
 * DATA_DIR/outbox) serving the built web app. Build first: `npm run test:e2e` does both.
 */
export default defineConfig({
  testDir: here,
  outputDir: path.join(here, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; never `npx playwright install`
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      // the server as `npm start` runs it: the bundle `npm run build` made (ADR 0079)
      command: 'node --max-semi-space-size=32 apps/server/dist/bundle/main.mjs',
      cwd: root,
      url: `${BASE_URL}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'admin@turnos.test',
        ADMIN_PASSWORD: 'Admin1234',
        PUBLIC_URL: BASE_URL,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        // whatever the shell has: embedded database, e-mails to the outbox
        DATABASE_URL: '',
        SMTP_URL: '',
        AUTH_KEY: '',
        WEB_DIST: webDist,
        MP_API_BASE: `http://127.0.0.1:${MP_PORT}`,
        MP_WEBHOOK_SECRET,
        EXPIRY_JOB_INTERVAL_MS: '1000',
        // one proxy in front: the arranging calls say their client address (fixtures/api.ts)
        TRUST_PROXY: '1',
        // the notification queue (e-mail and WhatsApp) is worked twice a second
        NOTIFICATIONS_INTERVAL_MS: '500',
      },
    },
    {
      command: 'node --import tsx tools/fake-mercadopago/src/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${MP_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(MP_PORT), MP_WEBHOOK_SECRET },
    },
    {
      // the fake WhatsApp gateway (Evolution API v2 subset) that e2e/admin/settings.spec.ts pairs
      command: 'node --import tsx tools/fake-whatsapp/src/cli.ts',
      cwd: root,
      url: `http://127.0.0.1:${WAPP_PORT}/__messages`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(WAPP_PORT), HOST: '127.0.0.1', FAKE_WAPP_APIKEY: WAPP_APIKEY },
    },
  ],
});
