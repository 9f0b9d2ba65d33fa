import path from 'node:path';
import type { AppConfig } from '../config/env';
import { acquireDataDirLock } from './data-dir-lock';
import { PGliteThread } from './pglite-thread/client';

/** The embedded database, locked and started before the server's modules were loaded. */
export interface EmbeddedStart {
  dataDir: string;
  thread: PGliteThread;
  release: () => void;
}

/**
 * When this process will serve from the embedded database (no `DATABASE_URL`), takes the data
 * directory's lock and starts PGlite's thread at once, so that the engine starts while the
 * server's modules load instead of after them (ADR 0078: a restart serves sooner). Its errors
 * (the lock held by another process, a directory PGlite cannot open) reach whoever awaits it, as
 * they would from `openDatabase`.
 */
export function startEmbeddedEarly(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<EmbeddedStart> | undefined {
  if (config.databaseUrl) return undefined;
  const started = lockAndStart(config.dataDir);
  // awaited later by openDatabase; until then a failure must not count as unhandled
  started.catch(() => undefined);
  return started;
}

/** Takes `dataDir`'s lock and starts PGlite's thread on it; the lock is let go if that fails. */
export async function lockAndStart(dataDir: string): Promise<EmbeddedStart> {
  const release = acquireDataDirLock(dataDir);
  try {
    return { dataDir, release, thread: await PGliteThread.start(path.join(dataDir, 'pgdata')) };
  } catch (err) {
    release();
    throw err;
  }
}
