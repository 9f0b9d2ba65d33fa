/// <reference types="node" />
/**
 * After `vite build`: renders each public page's first screen (src/app/shell/render-shell.tsx,
 * ADR 0095) and writes them to dist/shells.json, `{ "<path>": "<html>" }`, with "*" for every
 * other path (the top bar and the loading page), and the first pages' own scripts by path
 * (`preloads`). The server puts the one for a request's path
 * inside #root and writes the studio's name where SITE_NAME_TOKEN stands.
 *
 * `node --import tsx scripts/prerender-shells.ts`; WEB_DIST overrides the output folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { PUBLIC_PAGES, pageScripts, readManifest } from './build-manifest';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(webRoot, 'dist');

/** The pages sent with their first screen; "*" is any other path. */
export const SHELL_PATHS: Record<string, string> = {
  '/': '/',
  '/inicio': '/inicio',
  '/listado-servicios': '/listado-servicios',
  // the public forms: their first screen with every control disabled (inertControls), so
  // nothing is typed that the app throws away when it renders anew over it (it does not hydrate)
  '/login': '/login',
  '/registrar-nuevo-cliente': '/registrar-nuevo-cliente',
  // Every other path: the top bar and the loading page (the session still loading, as on a
  // first render behind a login).
  '*': '/cliente/dashboard',
};

/** Of SHELL_PATHS, the pages with a form. */
const FORM_PATHS = new Set(['/login', '/registrar-nuevo-cliente']);

/** localStorage while rendering: empty for a visitor, a token for the pages behind a login. */
const memoryStorage = (() => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
})();

/**
 * The first pages' own scripts by path (issue 29.7): the server adds them to boot.js's preloads,
 * so they download with the entry instead of after it has run and the router asked for them.
 */
function pagePreloads(): Record<string, string[]> {
  const manifest = readManifest(dist);
  if (!manifest) throw new Error('prerender-shells: dist/.vite/manifest.json is missing');
  return Object.fromEntries(
    PUBLIC_PAGES.flatMap(({ paths, route }) => {
      const scripts = pageScripts(manifest, route);
      return paths.map((p) => [p, scripts] as const);
    }),
  );
}

async function main() {
  Object.assign(globalThis, { localStorage: memoryStorage, sessionStorage: memoryStorage });
  const server = await createServer({
    configFile: path.join(webRoot, 'vite.config.ts'),
    root: webRoot,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const { renderShell } = (await server.ssrLoadModule('/src/app/shell/render-shell.tsx')) as {
      renderShell: (pathname: string) => Promise<string>;
    };
    const { inertControls } = (await server.ssrLoadModule('/src/app/shell/inert-controls.ts')) as {
      inertControls: (html: string) => string;
    };
    const shells: Record<string, string> = {};
    for (const [key, pathname] of Object.entries(SHELL_PATHS)) {
      // "*": a page behind a login, whose first render waits for the session (a token is stored)
      memoryStorage.clear();
      if (key === '*') memoryStorage.setItem('turnos.jwt', 'a.stored.token');
      const html = await renderShell(pathname);
      shells[key] = FORM_PATHS.has(key) ? inertControls(html) : html;
    }
    const { SITE_NAME_TOKEN } = (await server.ssrLoadModule(
      '/src/app/shell/site-name-token.ts',
    )) as { SITE_NAME_TOKEN: string };
    fs.writeFileSync(
      path.join(dist, 'shells.json'),
      JSON.stringify({ token: SITE_NAME_TOKEN, shells, preloads: pagePreloads() }),
    );
    const sizes = Object.entries(shells).map(([k, v]) => `${k} ${(v.length / 1024).toFixed(1)} KB`);
    console.log(`prerender-shells: dist/shells.json (${sizes.join(', ')})`);
  } finally {
    await server.close();
  }
}

await main();
