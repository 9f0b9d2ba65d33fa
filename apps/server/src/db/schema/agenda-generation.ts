import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row whose `generation` grows with every committed change to an agenda's configuration
 * (professional-branches, their weekdays, days off, service links, services), bumped by
 * statement-level triggers (migration 0004). Processes cache that configuration and trust the cache
 * only while this number is unchanged — read in the same statement as the taken units.
 */
export const agendaGeneration = pgTable('agenda_generation', {
  id: smallint().primaryKey().default(1),
  generation: bigint({ mode: 'number' }).notNull().default(0),
});
