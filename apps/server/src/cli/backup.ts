import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/open-database';
import { backupsDir, listBackups, writeBackup } from '../ops/backups';
import { lockHolder } from '../db/data-dir-lock';

/**
 * `npm run backup`: a copy of the embedded database into DATA_DIR/backups. A running server is
 * asked for it (SIGUSR2); otherwise the data directory is opened directly.
 */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'Con DATABASE_URL use las herramientas de PostgreSQL (pg_dump). Ver docs/operations.md.',
    );
    process.exit(2);
  }
  const dir = backupsDir(config.dataDir);
  const holder = lockHolder(config.dataDir);
  if (holder !== null) {
    const before = new Set(await listBackups(dir));
    process.kill(holder, 'SIGUSR2');
    for (let i = 0; i < 120; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const added = (await listBackups(dir)).filter((n) => !before.has(n));
      if (added[0]) {
        console.log(`Copia escrita por el servidor en ejecución: ${path.join(dir, added[0])}`);
        return;
      }
    }
    console.error('El servidor no escribió la copia a tiempo; revise su registro.');
    process.exit(1);
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pgdata'))) {
    console.error(`No hay base de datos en ${config.dataDir}.`);
    process.exit(2);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    const file = await writeBackup(database, config.dataDir, new Date(), config.backupsKeepDays);
    console.log(`Copia escrita en ${file}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('No se pudo hacer la copia:', err instanceof Error ? err.message : err);
  process.exit(1);
});
