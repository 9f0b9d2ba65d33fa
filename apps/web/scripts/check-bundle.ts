/// <reference types="node" />
/**
 * The front end's weight budget, run after `vite build` (npm run build -w @turnos/web):
 *
 * - the first load of each public page (home, login, services list, and the booking page, which is
 *   behind login but is where a client goes) must stay under BUDGET_KB of gzipped JavaScript: the
 *   entry chunk and everything it imports statically, plus the page's route chunk and its static
 *   imports (what the browser must download before the page can render);
 * - the admin areas must load in their own chunks: every admin route is a separate lazy chunk, and
 *   no module of the admin screens is in what a public page loads (checked with the source maps).
 *
 * Reads dist/.vite/manifest.json (build.manifest in vite.config.ts); prints a table per page and
 * exits 1 when a check fails. BUNDLE_BUDGET_KB overrides the budget (to see it fail).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 200 KB gzip per public page (issue 8). react-dom alone is ~62 KB of it; what keeps the pages
// under is what loads on demand: the date pickers, zod (login), menus, dialogs, booking step 2.
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB) || 200;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const PUBLIC_PAGES: Array<{ page: string; route: string }> = [
  { page: 'inicio (/)', route: 'src/app/routes/home.tsx' },
  { page: 'login', route: 'src/app/routes/login.tsx' },
  { page: 'servicios', route: 'src/app/routes/services.tsx' },
  { page: 'reservar turno', route: 'src/app/routes/book-appointment.tsx' },
];
/** Modules that only the admin areas use: none of them may be in a public page's first load. */
const ADMIN_MODULE =
  /[\\/]src[\\/](app[\\/]routes[\\/]admin-[^\\/]+|features[\\/](agenda|admin-appointments|admin-clients|settings|catalog|staff|reports|dashboard)[\\/])/;

function readManifest(): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    console.error(`check-bundle: ${file} is missing (build.manifest: true in vite.config.ts)`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-bundle: ${key} is not in the manifest`);
    seen.add(key);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(dist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(file, size);
  }
  return size;
}

/** The source files bundled into a chunk, from its source map. */
function sourcesOf(file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] };
  return sources.map((s) => path.resolve(path.dirname(path.join(dist, file)), s));
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

function main() {
  const manifest = readManifest();
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`check-bundle: expected one entry, found ${entries.join(', ')}`);
  const entry = entries[0] as string;
  const failures: string[] = [];

  for (const { page, route } of PUBLIC_PAGES) {
    if (!manifest[route]) {
      failures.push(`${page}: no chunk for ${route} (is the route still lazy?)`);
      continue;
    }
    const keys = [...staticClosure(manifest, [entry, route])];
    const rows = keys
      .map((key) => ({ key, file: (manifest[key] as ManifestChunk).file }))
      .filter(({ file }) => file.endsWith('.js'))
      .map(({ key, file }) => ({ key, file, ...sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), {
      raw: 0,
      gzip: 0,
    });
    const over = total.gzip > BUDGET_KB * 1024;
    console.log(`\n${page} — first load (${route})`);
    console.log(`  ${'chunk'.padEnd(48)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}`);
    for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.raw)} ${kb(r.gzip)}`);
    console.log(
      `  ${'total'.padEnd(48)} ${kb(total.raw)} ${kb(total.gzip)}  ` +
        `(budget ${BUDGET_KB} KB gzip: ${over ? 'OVER' : 'ok'})`,
    );
    if (over) failures.push(`${page}: ${(total.gzip / 1024).toFixed(1)} KB gzip > ${BUDGET_KB} KB`);

    const adminModules = rows.flatMap((r) =>
      sourcesOf(r.file)
        .filter((s) => ADMIN_MODULE.test(s))
        .map((s) => `${path.relative(path.dirname(dist), s)} (in ${r.file})`),
    );
    if (adminModules.length > 0) {
      failures.push(`${page}: loads admin code:\n    ${adminModules.join('\n    ')}`);
    }
  }

  // every admin route is its own lazy chunk, outside the entry's static closure
  const entryClosure = staticClosure(manifest, [entry]);
  const adminRoutes = Object.keys(manifest).filter((k) => /^src\/app\/routes\/admin-/.test(k));
  if (adminRoutes.length === 0) failures.push('no admin route chunks found in the manifest');
  for (const key of adminRoutes) {
    if (!manifest[key]?.isDynamicEntry) failures.push(`${key} is not loaded lazily`);
    if (entryClosure.has(key)) failures.push(`${key} is in the entry's first load`);
  }
  console.log(`\nadmin areas: ${adminRoutes.length} route chunks, each loaded on demand`);

  if (failures.length > 0) {
    console.error(`\ncheck-bundle FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`check-bundle: ok (budget ${BUDGET_KB} KB gzip per public page)`);
}

main();
