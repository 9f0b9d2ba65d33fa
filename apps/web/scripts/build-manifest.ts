/// <reference types="node" />
/**
 * Vite's build manifest (dist/.vite/manifest.json, build.manifest in vite.config.ts) and the
 * first pages a visitor or a client opens, shared by scripts/check-bundle.ts (their weight) and
 * scripts/prerender-shells.ts (their chunks named in the HTML, asked for with the entry).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The pages a visitor or a client opens first (issue 29.7: home, services, login, a client page). */
export const PUBLIC_PAGES: Array<{ page: string; paths: string[]; route: string }> = [
  { page: 'inicio (/)', paths: ['/', '/inicio'], route: 'src/app/routes/home.tsx' },
  { page: 'servicios', paths: ['/listado-servicios'], route: 'src/app/routes/services.tsx' },
  { page: 'login', paths: ['/login'], route: 'src/app/routes/login.tsx' },
  { page: 'registro', paths: ['/registrar-nuevo-cliente'], route: 'src/app/routes/register.tsx' },
  {
    page: 'reservar turno',
    paths: ['/cliente/reservar-turno'],
    route: 'src/app/routes/book-appointment.tsx',
  },
  {
    page: 'mis turnos (cliente)',
    paths: ['/cliente/dashboard'],
    route: 'src/app/routes/client-dashboard.tsx',
  },
];

export function readManifest(dist: string): Manifest | undefined {
  const file = path.join(dist, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The one entry of the build. */
export function entryOf(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length !== 1 || !entries[0]) {
    throw new Error(`expected one entry in the manifest, found ${entries.join(', ')}`);
  }
  return entries[0];
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, recursively. */
export function staticClosure(
  manifest: Manifest,
  keys: string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/**
 * A page's own scripts: its route chunk and what it imports statically, less what the entry
 * already loads — what the router would only ask for once the entry has run.
 */
export function pageScripts(manifest: Manifest, route: string): string[] {
  const entry = staticClosure(manifest, [entryOf(manifest)]);
  return [...staticClosure(manifest, [route])]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}
