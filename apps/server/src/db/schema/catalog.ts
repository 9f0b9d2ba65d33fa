import { numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';

export const branches = pgTable('branches', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  address: varchar({ length: 254 }).notNull(),
});

/** Service 1 is the 'Ocupado' placeholder (busy blocks); hidden from every list. */
export const services = pgTable('services', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  description: varchar({ length: 254 }).notNull().default(''),
  /** 15-minute modules */
  duracion: smallint().notNull(),
  /** one '0'/'1' per module; '1' = the professional is busy */
  pattern: varchar({ length: 20 }).notNull(),
  price: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
});
