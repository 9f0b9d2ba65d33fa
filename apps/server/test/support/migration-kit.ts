import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';

/** The server's real migrations folder. */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);

/**
 * A copy of the migrations as they were before `tag`: the same files, the journal cut just before
 * it. Returns the folder and a function that removes it.
 */
export async function migrationsBefore(tag: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'turnos-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} in the journal`);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(file, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * What the database answers to a write a rule should refuse: the SQLSTATE of its error ('23505'
 * unique, '23514' check…), or 'accepted' when it went through.
 */
export async function refusedWith(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    return (err as { code?: string }).code ?? 'error';
  }
  return 'accepted';
}

/**
 * A branch, a professional who is also admin and their professional-branch, written with the
 * columns every schema from 0000 to 0025 has (0026 renames `nombre`, `direccion`): what a migration
 * test's appointments hang from, before its migration.
 */
export async function insertStaffAtBranch(db: FreshDatabase) {
  const [branch] = await db.query<{ id: number }>(
    `insert into branches (nombre, direccion) values ('Centro', 'Calle 1') returning id`,
  );
  const [user] = await db.query<{ id: number }>(
    `insert into users (email, password_hash, display_name, nombre, roles)
     values ('a@example.com', 'x', 'Ana', 'Ana', '{peluquero,peluadmin}') returning id`,
  );
  const [pb] = await db.query<{ id: number }>(
    `insert into professional_branches (professional_id, branch_id) values ($1, $2) returning id`,
    [user?.id, branch?.id],
  );
  if (!branch || !user || !pb) throw new Error('the staff rows were not written');
  return { branchId: branch.id, userId: user.id, professionalBranchId: pb.id };
}

/** A query runner over a fresh, empty database, migrated with `migrate(folder)`. */
export interface FreshDatabase {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function freshPglite(): Promise<FreshDatabase> {
  const client = new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { casing: 'snake_case' });
  return {
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query<Row>(text, params)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function freshPostgres(url: string): Promise<FreshDatabase> {
  const name = `turnos_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  const db = drizzlePg(client, { casing: 'snake_case' });
  return {
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Row[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** PGlite, or PostgreSQL when TEST_DB=postgres (the server-pg project). */
export function freshDatabase(): Promise<FreshDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return process.env.TEST_DB === 'postgres' && url ? freshPostgres(url) : freshPglite();
}

/**
 * One migration's test on a fresh database (PGlite, or PostgreSQL when TEST_DB=postgres): the
 * database is migrated up to just before `tag`, `run` writes what it needs under the old schema,
 * calls `migrateRest()` (`tag` and every later migration) and reads under the new one. The
 * database and the copy of the migrations are removed afterwards, whatever happens.
 */
export async function acrossMigration(
  tag: string,
  run: (db: FreshDatabase, migrateRest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const before = await migrationsBefore(tag);
  try {
    const db = await freshDatabase();
    try {
      await db.migrate(before.folder);
      await run(db, () => db.migrate(migrationsFolder));
    } finally {
      await db.close();
    }
  } finally {
    await before.remove();
  }
}
