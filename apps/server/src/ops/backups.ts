import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';

/** default for BACKUPS_KEEP_DAYS */
export const KEEP_DAYS = 14;
const PREFIX = 'turnos-';
const SUFFIX = '.tar.gz';

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Writes one backup of the embedded database; those older than `keepDays` are removed. */
export async function writeBackup(
  database: Database,
  dataDir: string,
  now = new Date(),
  keepDays = KEEP_DAYS,
) {
  if (!database.dump)
    throw new Error('Las copias de seguridad automáticas son para la base embebida.');
  const dir = backupsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${PREFIX}${stamp(now)}${SUFFIX}`);
  const tmp = `${file}.part`;
  await fs.writeFile(tmp, await database.dump());
  await fs.rename(tmp, file);
  await pruneBackups(dir, now, path.basename(file), keepDays);
  return file;
}

export async function listBackups(dir: string) {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith(PREFIX) && n.endsWith(SUFFIX)).sort();
}

/** When a backup was taken, from its own name (turnos-yyyyMMdd-HHmmss.tar.gz, UTC). */
function takenAt(name: string): number | undefined {
  const m = /^turnos-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, se] = m.map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, se ?? 0);
}

/**
 * Removes backups taken more than `keepDays` before `now`, judged by the time in their name (the
 * same clock that named them), never by the file's mtime: a clock that jumps must not wipe them.
 * The backup just written is always kept.
 */
async function pruneBackups(dir: string, now: Date, keep: string, keepDays: number) {
  const limit = now.getTime() - keepDays * 86_400_000;
  for (const name of await listBackups(dir)) {
    const at = takenAt(name);
    if (name !== keep && at !== undefined && at < limit) {
      await fs.rm(path.join(dir, name), { force: true });
    }
  }
}

/** Writes one backup and logs it; a failure is logged, never thrown (the server goes on). */
export async function backupAndLog(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
  keepDays: number,
  reason: 'diaria' | 'pedida',
) {
  try {
    const file = await writeBackup(database, dataDir, new Date(), keepDays);
    log.info({ file, reason }, 'backup written');
  } catch (err) {
    log.error({ err }, 'backup failed');
  }
}

/**
 * The daily backup of the embedded database: one when today has none yet (checked hourly by
 * `jobs/periodic-jobs.ts`, which also takes one on SIGUSR2, what `npm run backup` sends).
 */
export async function backupIfNoneToday(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
  keepDays = KEEP_DAYS,
) {
  const today = stamp(new Date()).slice(0, 8);
  const names = await listBackups(backupsDir(dataDir));
  if (!names.some((n) => n.startsWith(`${PREFIX}${today}`)))
    await backupAndLog(database, dataDir, log, keepDays, 'diaria');
}
