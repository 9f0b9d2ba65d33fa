import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row whose `generation` grows with every committed change to an agenda's configuration
 * (professional-branches, their weekdays, days off, service links, services; migration 0004) and
 * to the studio's options and logo (migration 0012, ADR 0081), bumped by statement-level triggers.
 * Processes cache that configuration, and what a booking's messages read of the options, and
 * trust the cache only while this number is unchanged — read in the same statement as the taken
 * units.
 */
export const agendaGeneration = pgTable('agenda_generation', {
  id: smallint().primaryKey().default(1),
  generation: bigint({ mode: 'number' }).notNull().default(0),
});
