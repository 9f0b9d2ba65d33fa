/// <reference types="node" />
/**
 * The front end's weight budget, run after `vite build` and scripts/compress-assets.ts
 * (npm run build -w @turnos/web):
 *
 * - the first load of each public page must stay under TARGET_KB of gzipped JavaScript (issue
 *   29.7): the entry chunk and everything it imports statically, plus the page's route chunk and
 *   its static imports (what the browser must download before the page can render). A page that
 *   is not there yet is listed in NOT_YET with the reason and a cap it may not grow past, so it
 *   can only get lighter; the report shows how far each is from the target;
 * - the admin areas must load in their own chunks: every admin route is a separate lazy chunk, and
 *   no module of the admin screens is in what a public page loads (checked with the source maps);
 * - every script and style has its brotli and gzip copies beside it, and they decompress to the
 *   file (the server sends them by Accept-Encoding, ADR 0091).
 *
 * The gzip size counted is the `.gz` copy the server sends to a browser that asks for gzip
 * (compress-assets.ts: zopfli, ADR 0108), or the file's own size when it has none (the server then
 * sends the file); the table also shows zlib's default level (`gzip -6`), as the budget was
 * measured before ADR 0108, and the brotli copy most browsers get.
 *
 * Reads dist/.vite/manifest.json (build.manifest in vite.config.ts); prints a table per page and
 * exits 1 when a check fails. BUNDLE_BUDGET_KB overrides every page's budget (to see it fail);
 * WEB_DIST reads another build folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  PUBLIC_PAGES,
  entryOf,
  readManifest,
  staticClosure,
  type Manifest,
  type ManifestChunk,
} from './build-manifest';

/** 150 KB gzip per public page (issue 29.7; 200 before). react-dom alone is ~60 KB of it. */
const TARGET_KB = 150;
const OVERRIDE_KB = Number(process.env.BUNDLE_BUDGET_KB) || undefined;

const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * Pages over the target, each with a cap at about what it weighs now (it may not grow) and what
 * keeps it there. Lower a cap when a page gets lighter; drop the entry once it meets the target.
 */
const NOT_YET: Record<string, { capKb: number; why: string }> = {
  'src/app/routes/login.tsx': {
    capKb: 162,
    why: "react-hook-form's useForm (~12 KB) and the outlined text fields (~9 KB) on top of the ~141 KB every page loads",
  },
  'src/app/routes/register.tsx': {
    capKb: 164,
    why: "react-hook-form's useForm (~12 KB) and the outlined text fields (~9 KB); zod loads after the form is on screen",
  },
  'src/app/routes/book-appointment.tsx': {
    capKb: 172,
    why: 'the wizard (~10 KB), its selects and text fields, alerts and placeholders; the date pickers already load on demand',
  },
  'src/app/routes/client-dashboard.tsx': {
    capKb: 160,
    why: "the list's cards, alerts, lists and placeholders; dialogs and menus already load on demand",
  },
};

/** Modules that only the admin areas use: none of them may be in a public page's first load. */
const ADMIN_MODULE =
  /[\\/]src[\\/](app[\\/]routes[\\/]admin-[^\\/]+|features[\\/](agenda|admin-appointments|admin-clients|settings|catalog|staff|reports|dashboard|commissions|imports)[\\/])/;

function loadManifest(): Manifest {
  const manifest = readManifest(dist);
  if (!manifest) {
    console.error(
      `check-bundle: dist/.vite/manifest.json is missing (build.manifest: true in vite.config.ts)`,
    );
    process.exit(1);
  }
  return manifest;
}

interface Size {
  raw: number;
  /** what the server sends for Accept-Encoding: gzip (the budget) */
  gzip: number;
  /** zlib's default level, as measured before ADR 0108 */
  gzip6: number;
  br: number;
}
const sizes = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    const full = path.join(dist, file);
    const bytes = fs.readFileSync(full);
    // the copies the server sends (compress-assets.ts), or the file when there is none
    const sent = (ext: string) =>
      fs.existsSync(`${full}${ext}`) ? fs.statSync(`${full}${ext}`).size : bytes.length;
    size = { raw: bytes.length, gzip: sent('.gz'), gzip6: gzipSync(bytes).length, br: sent('.br') };
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

/** What a chunk holds, for the report: its route or module, else its biggest source's package. */
function labelOf(key: string, chunk: ManifestChunk): string {
  if (chunk.src) return chunk.src.replace(/^src\//, '');
  const sources = sourcesOf(chunk.file);
  const pkgs = [
    ...new Set(
      sources.map((s) => {
        const m = /node_modules[\\/]((@[^\\/]+[\\/])?[^\\/]+)/.exec(s);
        return m ? (m[1] ?? '') : path.relative(path.resolve(dist, '..'), s).replace(/^src\//, '');
      }),
    ),
  ];
  const shown = pkgs.slice(0, 2).join(', ');
  return `${chunk.name ?? key.replace(/^_/, '')}: ${shown}${pkgs.length > 2 ? ', …' : ''}`;
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

/** Every script and style has .br and .gz copies that decompress to it. */
function checkCompressedCopies(): string[] {
  const failures: string[] = [];
  const assets = path.join(dist, 'assets');
  const files = fs.readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  for (const name of files) {
    const file = path.join(assets, name);
    const bytes = fs.readFileSync(file);
    for (const [ext, undo] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const) {
      const copy = `${file}${ext}`;
      if (!fs.existsSync(copy)) {
        // a copy is left out only when it would not be smaller (tiny files)
        if (bytes.length > 1024) failures.push(`assets/${name}: no ${ext} copy (compress-assets)`);
        continue;
      }
      if (!undo(fs.readFileSync(copy)).equals(bytes)) {
        failures.push(`assets/${name}${ext} does not decompress to the file (stale copy?)`);
      }
    }
  }
  console.log(`\ncompressed copies: ${files.length} scripts and styles checked`);
  return failures;
}

function main() {
  const manifest = loadManifest();
  const entry = entryOf(manifest);
  const failures: string[] = [];
  const summary: string[] = [];

  for (const { page, route } of PUBLIC_PAGES) {
    if (!manifest[route]) {
      failures.push(`${page}: no chunk for ${route} (is the route still lazy?)`);
      continue;
    }
    const notYet = NOT_YET[route];
    const budget = OVERRIDE_KB ?? notYet?.capKb ?? TARGET_KB;
    const keys = [...staticClosure(manifest, [entry, route])];
    const rows = keys
      .map((key) => ({ key, chunk: manifest[key] as ManifestChunk }))
      .filter(({ chunk }) => chunk.file.endsWith('.js'))
      .map(({ key, chunk }) => ({
        file: chunk.file,
        label: labelOf(key, chunk),
        ...sizeOf(chunk.file),
      }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce(
      (s, r) => ({
        raw: s.raw + r.raw,
        gzip: s.gzip + r.gzip,
        gzip6: s.gzip6 + r.gzip6,
        br: s.br + r.br,
      }),
      { raw: 0, gzip: 0, gzip6: 0, br: 0 },
    );
    const over = total.gzip > budget * 1024;
    const atTarget = total.gzip <= TARGET_KB * 1024;
    console.log(`\n${page} — first load (${route}), ${rows.length} scripts`);
    console.log(
      `  ${'chunk'.padEnd(26)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)} ` +
        `${'gzip -6'.padStart(7)} ${'br KB'.padStart(7)}  holds`,
    );
    for (const r of rows) {
      console.log(
        `  ${r.file.padEnd(26)} ${kb(r.raw)} ${kb(r.gzip)} ${kb(r.gzip6)} ${kb(r.br)}  ${r.label}`,
      );
    }
    const verdict = over
      ? 'OVER'
      : atTarget
        ? 'ok'
        : `ok under its cap, ${TARGET_KB} KB not met yet`;
    console.log(
      `  ${'total'.padEnd(26)} ${kb(total.raw)} ${kb(total.gzip)} ${kb(total.gzip6)} ${kb(total.br)}  ` +
        `(budget ${budget} KB gzip: ${verdict})`,
    );
    if (notYet && !atTarget) console.log(`  over ${TARGET_KB} KB because: ${notYet.why}`);
    if (notYet && atTarget) {
      console.log(`  meets ${TARGET_KB} KB now: drop it from NOT_YET in scripts/check-bundle.ts`);
    }
    summary.push(
      `  ${page.padEnd(22)} ${kb(total.gzip)} KB gzip (${kb(total.gzip6).trim()} at -6) ` +
        `${kb(total.br)} KB br  ` +
        `${atTarget ? `≤ ${TARGET_KB}` : `> ${TARGET_KB} (cap ${budget})`}`,
    );
    if (over) failures.push(`${page}: ${(total.gzip / 1024).toFixed(1)} KB gzip > ${budget} KB`);

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

  failures.push(...checkCompressedCopies());

  console.log(`\nfirst load of JavaScript per public page (target ${TARGET_KB} KB gzip):`);
  console.log(summary.join('\n'));
  if (failures.length > 0) {
    console.error(`\ncheck-bundle FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('check-bundle: ok');
}

main();
