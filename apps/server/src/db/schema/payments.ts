import { integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';

/** What the payment provider reported for a reservation's deposit. */
export const paymentInfo = pgTable('payment_info', {
  appointmentId: integer()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  estado: varchar({ length: 30 }).notNull(),
  montoPagadoPorCliente: numeric({ precision: 14, scale: 2 }),
  montoNetoRecibido: numeric({ precision: 14, scale: 2 }),
  cuotas: integer(),
  paymentId: varchar({ length: 64 }),
  externalReference: varchar({ length: 64 }),
  /**
   * Needs an admin (ADR 0031): 'pago_tardio' = approved after the reservation was released
   * (refund or rebook); 'monto_insuficiente' = approved for less than the deposit. Null = fine.
   */
  alerta: varchar({ length: 30 }),
  alertaResueltaPor: integer(),
  alertaResueltaAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
