/**
 * The server's entry. With the embedded database its thread starts first, and the server's
 * modules load while it starts (`db/embedded-early.ts`, ADR 0078); then `serve.ts` opens and
 * serves.
 */
import { loadConfig } from './config/env';
import { startEmbeddedEarly } from './db/embedded-early';

const config = loadConfig();
const early = startEmbeddedEarly(config);
const { serve } = await import('./serve');
await serve(config, early);
