import fs from 'node:fs';
import path from 'node:path';

/** A process holding the embedded database; a second one must not open the same directory. */
export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `DATA_DIR/turnos.lock` (with this pid); a stale lock of a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'turnos.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (
        Number.isInteger(holder) &&
        holder > 0 &&
        holder !== process.pid &&
        processAlive(holder)
      ) {
        throw new DataDirLockedError(
          `El directorio de datos ${dataDir} ya está en uso por otro proceso (pid ${holder}). ` +
            'Detenga ese proceso o use otro DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`No se pudo tomar el lock de ${lockPath}.`);
}

/** The pid of a live process holding the data directory, or null. */
export function lockHolder(dataDir: string): number | null {
  const lockPath = path.join(dataDir, 'turnos.lock');
  if (!fs.existsSync(lockPath)) return null;
  const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid) ? pid : null;
}
