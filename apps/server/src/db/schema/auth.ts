import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Ended sessions, by their id: the `sid` every token of one login chain carries (a token issued
 * before tokens had one: its `jti`), so a revoke ends the token, the tokens it was refreshed from
 * and any refreshed from them (ADR 0085; identity, not spelling: ADR 0005). Kept until no token
 * of the session could still be refreshed.
 */
export const tokenRevocations = pgTable('token_revocations', {
  sessionId: varchar({ length: 64 }).primaryKey(),
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
    /** wrong reset codes tried for this code's account; the code dies at 5 (ADR 0005) */
    failedAttempts: smallint().notNull().default(0),
  },
  (t) => [index().on(t.codeHash), index().on(t.userId, t.purpose)],
);

/**
 * Rate limits: one counter per bucket and key (a client address or an e-mail) for the window
 * that started with its first attempt; taken with one atomic upsert before the work it guards,
 * so a parallel burst cannot pass more than `max` (ADR 0005). Shared by every server process.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: varchar({ length: 30 }).notNull(),
    key: varchar({ length: 200 }).notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/** Server-generated secrets (the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 50 }).primaryKey(),
  value: text().notNull(),
});
