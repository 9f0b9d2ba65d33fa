import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import {
  muiWithoutCssVariables,
  pureReactRouter,
  useFormOnlyForAccountForms,
} from './scripts/lean-libraries';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/** Vendor groups: React and MUI change rarely, so they get their own long-cached chunks. */
const vendorGroups = [
  // Only the booking screens use the date pickers: keep them out of the chunk every page loads.
  {
    name: 'vendor-pickers',
    test: /node_modules[\\/](@mui[\\/](x-date-pickers|x-internals)|@base-ui|@floating-ui|reselect|use-sync-external-store)[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
  // Only the reports use the charts (admin chunks): their own chunk. What they share with the
  // pickers (@mui/x-internals, @base-ui/utils) stays in vendor-pickers, so the two chunks import
  // one way only (a cycle between chunks breaks their evaluation order).
  {
    name: 'vendor-charts',
    test: /node_modules[\\/](@mui[\\/](x-charts|x-charts-vendor|x-internal-gestures)|d3-[a-z-]+|internmap|flatqueue|bezier-easing)[\\/]/,
    priority: 9,
    includeDependenciesRecursively: false,
  },
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/** What the server answers itself in development too: the API and the shop window's files. */
const serverPaths = Object.fromEntries(
  ['/wp-json', '/healthz', '/manifest.webmanifest', '/favicon.ico'].map((p) => [
    p,
    { target: apiTarget, changeOrigin: true },
  ]),
);

/**
 * The built page names its scripts on /boot.js's tag (public/boot.js) instead of loading them
 * itself: they are asked for once the server's first screen has painted (ADR 0095).
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'turnos:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const attr = (tag: string, name: string) =>
          new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1] ?? '';
        const entries: string[] = [];
        const preloads: string[] = [];
        const page = html
          .replace(/\s*<script type="module"[^>]*><\/script>/g, (tag) => {
            entries.push(attr(tag, 'src'));
            return '';
          })
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
            preloads.push(attr(tag, 'href'));
            return '';
          });
        if (entries.length !== 1 || !entries[0]) {
          throw new Error(
            `start-after-first-paint: expected one module script, found ${entries.length}`,
          );
        }
        const boot = `<script defer src="/boot.js" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
        return page.replace('</head>', `    ${boot}\n  </head>`);
      },
    },
  };
}

/**
 * What every dynamic import asks to preload, less what is loaded already when it runs: the
 * entry's static imports (on every page) and the importing chunk's own. Vite lists each lazy
 * chunk's whole static closure (React, MUI's core…), so the entry carried ~3 KB gzip of file
 * lists naming chunks the page had loaded before it could run them. `loaded` is filled in
 * generateBundle, before Vite writes the lists (its import analysis runs after user plugins).
 */
const loaded = new Map<string, Set<string>>();
function knownLoadedChunks(): Plugin {
  return {
    name: 'turnos:known-loaded-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      loaded.clear();
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return seen;
        seen.add(file);
        for (const imported of chunk.imports) closure(imported, seen);
        return seen;
      };
      const chunks = Object.values(bundle).filter(
        (c): c is Rolldown.OutputChunk => c.type === 'chunk',
      );
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const always = new Set(entries.flatMap((e) => [...closure(e)]));
      for (const chunk of chunks) {
        loaded.set(chunk.fileName, new Set([...always, ...closure(chunk.fileName)]));
      }
    },
  };
}

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    pureReactRouter(),
    muiWithoutCssVariables(),
    useFormOnlyForAccountForms(),
    startAfterFirstPaint(),
    knownLoadedChunks(),
  ],
  resolve: {
    alias: [{ find: /^@\//, replacement: `${src}/` }],
  },
  server: {
    proxy: serverPaths,
  },
  preview: {
    proxy: serverPaths,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // written for check-bundle.ts and for developers, but not named in the scripts: the comment
    // in each file cost ~0.6 KB gzip per page (ADR 0108); developer tools take the .map by hand
    sourcemap: 'hidden',
    modulePreload: {
      // a lazy chunk's preload list without the chunks its importer has loaded already
      resolveDependencies: (file, deps, { hostId }) => {
        const before = loaded.get(hostId);
        return before ? deps.filter((dep) => dep === file || !before.has(dep)) : deps;
      },
    },
    // read by scripts/check-bundle.ts (the weight budget): which chunks each page loads
    manifest: true,
    rolldownOptions: {
      // The shared domain package is pure code (constants, functions, zod schemas): declaring it
      // free of side effects lets pages that only need `msg` or `landingPath` skip zod.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id) },
      output: {
        codeSplitting: { groups: vendorGroups },
        // Every lazy route's import names the files it needs (module preload), so each page's
        // first load carries ~150 chunk names: the hash alone keeps them short (~2 KB gzip less
        // per page). check-bundle.ts and the source maps say which module is which.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
});
