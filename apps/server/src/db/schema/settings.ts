import { customType, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Key-value options (seed §3 names). */
export const options = pgTable('options', {
  name: varchar({ length: 100 }).primaryKey(),
  value: text().notNull().default(''),
});

/** The studio's logo, in the database so every server process serves the same one. */
export const logo = pgTable('logo', {
  id: smallint().primaryKey().default(1),
  mime: varchar({ length: 30 }).notNull(),
  data: bytea().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
