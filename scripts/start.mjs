// `npm start`: build what is stale, then serve, in one Node process with no TypeScript loader
// (ADR 0080: a restart on an existing data directory serves in under 3 s).
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// WORKERS=N forks this same script: only the primary process checks the builds.
if (cluster.isPrimary) buildIfStale(root);
await import(new URL('../apps/server/dist/bundle/main.mjs', import.meta.url).href);
