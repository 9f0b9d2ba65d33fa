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

/**
 * pendiente: waiting (first try or a retry at next_attempt_at); enviando: claimed by one worker;
 * enviado; fallido: gave up (last_error says why); descartado: no longer applies (a reminder of an
 * appointment cancelled or moved meanwhile).
 */
export type NotificationStatus = 'pendiente' | 'enviando' | 'enviado' | 'fallido' | 'descartado';

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
    status: varchar({ length: 12 }).$type<NotificationStatus>().notNull().default('pendiente'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** while 'enviando': the claim's deadline; a claim past it was interrupted (see ADR 0040) */
    claimedUntil: timestamp({ withTimezone: true }),
    /** unique per logical message (e.g. reminder:{id_turno}) so it is queued once */
    dedupeKey: varchar({ length: 100 }).unique(),
    appointmentId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);

/**
 * WhatsApp messages received through the gateway's webhook (contract §6.5), one row per message id,
 * so that a repeated delivery of the same message changes nothing.
 */
export const wappInboundMessages = pgTable('wapp_inbound_messages', {
  messageId: varchar({ length: 128 }).primaryKey(),
  /** the sender, digits only in international form */
  number: varchar({ length: 32 }).notNull(),
  /**
   * what was done: confirmado, cancelado, no_cancelable, ayuda, sin_turno, desconocido,
   * varios_clientes (a shared number, ADR 0086)
   */
  outcome: varchar({ length: 20 }).notNull(),
  appointmentId: integer(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
