/**
 * `npm run build -w @turnos/server`: the server as plain JavaScript (ADR 0079), so that a start
 * loads a few files instead of transpiling ~240 TypeScript modules through tsx's loader.
 *
 * esbuild bundles our own code (the server and the workspace packages it imports); every npm
 * package stays an import of node_modules. Outputs, in `apps/server/dist/bundle/` (two folders
 * below the package, like `src/config/env.ts`, so the paths it resolves from its own location —
 * the web app's `dist`, the migrations, the database thread's entry — hold in both):
 * - `main.mjs`, the server's entry, split so that what `main.ts` imports lazily loads lazily (the
 *   database's thread starts before the server's packages load);
 * - `boot.mjs`, the database thread's entry (in the sources `boot.mjs` registers tsx first);
 * - `migrations/`, copied.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const bundleDir = path.join(serverRoot, 'dist', 'bundle');

export async function buildServer() {
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const packages = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@turnos/'));
  rmSync(bundleDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(serverRoot, 'src', 'main.ts'),
      boot: path.join(serverRoot, 'src', 'db', 'pglite-thread', 'host.ts'),
    },
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // packages and their subpaths (drizzle-orm/pg-core…) load from node_modules
    external: packages.flatMap((name) => [name, `${name}/*`]),
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(serverRoot, 'src', 'db', 'migrations'), path.join(bundleDir, 'migrations'), {
    recursive: true,
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildServer();
}
