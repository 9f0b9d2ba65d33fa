import { sql, type SQL } from 'drizzle-orm';
import { ACCENTED, PLAIN } from './search-fold';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Every person: clients, professionals and admins (roles say which). */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: varchar({ length: 60 }).notNull().unique(),
    passwordHash: text().notNull(),
    displayName: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 60 }).notNull(),
    phone: varchar({ length: 20 }).notNull().default(''),
    validated: boolean().notNull().default(false),
    blocked: boolean().notNull().default(false),
    firstTime: boolean().notNull().default(true),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Epoch seconds: 0 until the first password change or block, then that moment + 1 (every
     * one moves it). Tokens issued before migration 0014 (no `gen` claim) are judged by it:
     * refused when their `iat` is earlier. Newer tokens are judged by `tokenGeneration` (ADR 0085).
     */
    tokensValidAfter: integer().notNull().default(0),
    /**
     * Bumped by every password change and every block, in the same UPDATE: a token carries the
     * value it was issued under (`gen`) and works only while it is still the user's, whatever
     * the clock says (ADR 0085).
     */
    tokenGeneration: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The studio's owner: the first admin (ADMIN_EMAIL / admin@localhost). Only they change their
     * own account's state, role and password; at most one (ADR 0016).
     */
    isOwner: boolean().notNull().default(false),
    /**
     * Name and e-mail lower-cased and without accents, kept by the database, so the client search
     * (get-all-clientes `buscar`) reads one column per row and needs no extension (PGlite has no
     * `unaccent`). The letters are the ones `searchFold` folds in the same way.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(translate(${users.name} || chr(10) || ${users.email}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`,
      ),
  },
  (t) => [
    uniqueIndex('users_single_owner')
      .on(t.isOwner)
      .where(sql`${t.isOwner}`),
    // the clients' list in pages, by name, without reading the whole table
    index('users_clients_by_name')
      .on(t.name, t.id)
      .where(sql`'cliente' = any(${t.roles})`),
  ],
);

/**
 * A staff note about a client (contract §6.1 `actualizar-nota-cliente`): staff only, never sent
 * to the client. Its own table, so no query of the users table carries it by accident.
 */
export const clientNotes = pgTable('client_notes', {
  clientId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
