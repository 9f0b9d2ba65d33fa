import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { branches } from './catalog';

/**
 * The studio's own closures (contract §7.6, ADR 0102): one date or a range of at most 31 days,
 * at one branch or at every branch (`branch_id` null). A closed date is a non-working date for
 * everything that books; statement triggers bump the agenda generation (migration 0018) so every
 * process's cached configuration sees a closure added or removed.
 */
export const closures = pgTable(
  'closures',
  {
    id: serial().primaryKey(),
    /** null: every branch */
    branchId: integer().references(() => branches.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    reason: varchar({ length: 254 }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.toDate),
    check(
      'closures_range_check',
      sql`${t.toDate} >= ${t.fromDate} and ${t.toDate} <= ${t.fromDate} + 30`,
    ),
  ],
);

/**
 * A national holiday the admin marked (contract §7.6 `actualizar-feriado`): `open` true = the
 * studio works it even when `turnos_cerrar_feriados` is '1'. One row per holiday date; no row =
 * closed when that option is on.
 */
export const holidayOverrides = pgTable('holiday_overrides', {
  fecha: date({ mode: 'string' }).primaryKey(),
  open: boolean().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
