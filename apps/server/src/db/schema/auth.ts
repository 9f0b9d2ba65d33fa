import {
  bigserial,
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Revoked JWTs, stored as SHA-256 of the token, kept until they could no longer be refreshed. */
export const revokedTokens = pgTable('revoked_tokens', {
  tokenHash: char({ length: 64 }).primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** One-time codes: e-mail validation links and password reset codes (hashed). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar({ length: 20 }).$type<'validacion' | 'reset'>().notNull(),
    codeHash: char({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.codeHash), index().on(t.userId, t.purpose)],
);

/** Attempts counted by the rate limiter; shared by every server process. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bucket: varchar({ length: 30 }).notNull(),
    key: varchar({ length: 200 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bucket, t.key, t.at)],
);

/** Server-generated secrets (the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 50 }).primaryKey(),
  value: text().notNull(),
});
