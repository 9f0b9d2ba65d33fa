import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/open-database';
import { acquireDataDirLock, lockHolder } from '../db/data-dir-lock';
import { backupsDir, listBackups } from '../ops/backups';

/**
 * `npm run restore -- [file]`: replaces the embedded database with a backup (the newest when no
 * file is named). The server must be stopped; the current data is kept aside, never deleted.
 */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('Con DATABASE_URL use las herramientas de PostgreSQL (pg_restore).');
    process.exit(2);
  }
  if (lockHolder(config.dataDir) !== null) {
    console.error('Detenga el servidor antes de restaurar una copia.');
    process.exit(2);
  }
  const named = process.argv[2];
  const newest = (await listBackups(backupsDir(config.dataDir))).at(-1);
  const file = named
    ? path.resolve(named)
    : newest && path.join(backupsDir(config.dataDir), newest);
  if (!file || !fs.existsSync(file)) {
    console.error('No se encontró la copia a restaurar.');
    process.exit(2);
  }
  const release = acquireDataDirLock(config.dataDir);
  const pgdata = path.join(config.dataDir, 'pgdata');
  const aside = `${pgdata}.antes-de-restaurar-${Date.now()}`;
  try {
    if (fs.existsSync(pgdata)) fs.renameSync(pgdata, aside);
    const client = new PGlite(pgdata, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.waitReady;
    await client.close();
  } catch (err) {
    if (fs.existsSync(aside)) {
      fs.rmSync(pgdata, { recursive: true, force: true });
      fs.renameSync(aside, pgdata);
    }
    throw err;
  } finally {
    release();
  }
  // applies any newer migrations and proves the copy opens
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await database.close();
  console.log(`Restaurada ${file}. Los datos anteriores quedaron en ${aside}.`);
}

main().catch((err: unknown) => {
  console.error('No se pudo restaurar:', err instanceof Error ? err.message : err);
  process.exit(1);
});
