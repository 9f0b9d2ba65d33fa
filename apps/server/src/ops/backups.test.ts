import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { branches } from '../db/schema';
import { KEEP_DAYS, listBackups, backupsDir, writeBackup } from './backups';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const cli = (script: string, dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

// about the embedded database only: run once, in the PGlite project
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database backups', () => {
  it('a backup restores exactly what was there, keeping the replaced data aside', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-backup-'));
    let database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.insert(branches).values({ name: 'Antes', address: 'Calle 1' });
    const file = await writeBackup(database, dataDir);
    await database.db.insert(branches).values({ name: 'Después', address: 'Calle 2' });
    await database.close();

    const { stdout } = await cli('restore', dataDir, file);
    expect(stdout).toContain('Restaurada');
    database = await openDatabase({ kind: 'pglite', dataDir });
    const names = (await database.db.select().from(branches)).map((b) => b.name);
    await database.close();
    expect(names).toEqual(['Antes']);
    expect(fs.readdirSync(dataDir).some((n) => n.startsWith('pgdata.antes-de-restaurar-'))).toBe(
      true,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it("keeps backups by the time in their names, whatever the files' mtimes or the machine date say", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-backup-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const day = 86_400_000;
    // a clock a year ahead of the file system's (a machine whose date jumped): nothing just
    // written may be lost
    const t0 = Date.now() + 365 * day;
    const first = await writeBackup(database, dataDir, new Date(t0));
    expect(await listBackups(backupsDir(dataDir))).toEqual([path.basename(first)]);
    const second = await writeBackup(database, dataDir, new Date(t0 + (KEEP_DAYS - 1) * day));
    expect(await listBackups(backupsDir(dataDir))).toEqual(
      [first, second].map((f) => path.basename(f)),
    );
    const third = await writeBackup(database, dataDir, new Date(t0 + (KEEP_DAYS + 1) * day));
    expect(await listBackups(backupsDir(dataDir))).toEqual(
      [second, third].map((f) => path.basename(f)),
    );
    // a shorter retention (BACKUPS_KEEP_DAYS) keeps less
    const fourth = await writeBackup(database, dataDir, new Date(t0 + (KEEP_DAYS + 3) * day), 1);
    expect(await listBackups(backupsDir(dataDir))).toEqual([path.basename(fourth)]);
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('npm run backup writes a copy of a stopped server’s data; restore refuses a running one', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'turnos-backup-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    await cli('backup', dataDir);
    expect(await listBackups(backupsDir(dataDir))).toHaveLength(1);
    fs.writeFileSync(path.join(dataDir, 'turnos.lock'), String(process.ppid));
    await expect(cli('restore', dataDir)).rejects.toMatchObject({
      stderr: expect.stringContaining('Detenga el servidor'),
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
