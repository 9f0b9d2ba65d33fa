import { sql } from 'drizzle-orm';
import {
  boolean,
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
    nombre: varchar({ length: 60 }).notNull(),
    celular: varchar({ length: 20 }).notNull().default(''),
    validated: boolean().notNull().default(false),
    blocked: boolean().notNull().default(false),
    primeraVez: boolean().notNull().default(true),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Tokens issued (iat, seconds) before this are refused: password change, block. */
    tokensValidAfter: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The studio's owner: the first admin (ADMIN_EMAIL / admin@localhost). Only they change their
     * own account's state, role and password; at most one (ADR 0016).
     */
    isOwner: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_single_owner')
      .on(t.isOwner)
      .where(sql`${t.isOwner}`),
  ],
);
