import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Outgoing e-mail and WhatsApp messages: written with the event, sent by a worker. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    event: varchar({ length: 50 }).notNull(),
    channel: varchar({ length: 10 }).$type<'email' | 'wapp'>().notNull(),
    recipient: varchar({ length: 100 }).notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    status: varchar({ length: 12 })
      .$type<'pendiente' | 'enviado' | 'fallido'>()
      .notNull()
      .default('pendiente'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** unique per logical message (e.g. reminder:{id_turno}) so it is queued once */
    dedupeKey: varchar({ length: 100 }).unique(),
    appointmentId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);
