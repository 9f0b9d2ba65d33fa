import { integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';

/** What the payment provider reported for a reservation's deposit. */
export const paymentInfo = pgTable('payment_info', {
  appointmentId: integer()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  status: varchar({ length: 30 }).notNull(),
  amountPaid: numeric({ precision: 14, scale: 2 }),
  netReceived: numeric({ precision: 14, scale: 2 }),
  installments: integer(),
  paymentId: varchar({ length: 64 }),
  externalReference: varchar({ length: 64 }),
  /**
   * Needs an admin (ADR 0031): 'pago_tardio' = approved after the reservation was released
   * (refund or rebook); 'monto_insuficiente' = approved for less than the deposit. Null = fine.
   */
  alert: varchar({ length: 30 }),
  alertResolvedBy: integer(),
  alertResolvedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
