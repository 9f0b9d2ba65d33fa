import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MotivoSaldo } from '@turnos/domain';
import { users } from './users';
import { appointments } from './appointments';
import { charges } from './counter';

/**
 * Client credit, "saldo a favor" (contract §7.5, ADR 0100): a ledger of movements per client.
 * A credit (`amount` > 0: a cancelled deposit, an annulled charge's credit, an admin's addition)
 * keeps in `remaining` what is left of it and expires at `expires_at` (null: never); a debit
 * (`amount` < 0: a charge, a booking's deposit, an admin's deduction, an expiry) takes from the
 * oldest credits first. The client's balance is the sum of `remaining` of the credits not
 * expired, which is the sum of every `amount` once each expired credit has its `vencimiento`
 * movement (written lazily, in the transaction that reads or spends).
 */

export type CreditReason = MotivoSaldo;

export const creditMovements = pgTable(
  'credit_movements',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** + credit, − debit; never 0 */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    reason: varchar({ length: 15 }).$type<CreditReason>().notNull(),
    /** credits only: what is left of it (0 once spent or expired); null for debits */
    remaining: numeric({ precision: 14, scale: 2 }),
    /** credits only: when what is left of it expires; null = never */
    expiresAt: timestamp({ withTimezone: true }),
    /** `sena_cancelada`: the cancelled appointment; `reserva`: the booking's first appointment */
    appointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    /** `cobro` and `anulacion`: the charge */
    chargeId: integer().references(() => charges.id, { onDelete: 'set null' }),
    /** `vencimiento`: the credit that expired */
    creditId: integer().references((): AnyPgColumn => creditMovements.id, {
      onDelete: 'cascade',
    }),
    /** `ajuste`: the admin's reason; '' for the other kinds */
    note: varchar({ length: 200 }).notNull().default(''),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** who did it, as they were named then ('' for the system: an expiry) */
    userName: varchar({ length: 120 }).notNull().default(''),
  },
  (t) => [
    index().on(t.clientId, t.id),
    // the spendable credits of a client, oldest first
    index('credit_movements_open_credits')
      .on(t.clientId, t.createdAt, t.id)
      .where(sql`${t.remaining} > 0`),
    // a cancelled appointment's deposit becomes credit once; an annulment gives back once; a
    // charge takes once; a credit expires once; a booking's deposit is paid once
    uniqueIndex('credit_movements_one_cancelled_deposit')
      .on(t.appointmentId)
      .where(sql`${t.reason} = 'sena_cancelada'`),
    uniqueIndex('credit_movements_one_booking_payment')
      .on(t.appointmentId)
      .where(sql`${t.reason} = 'reserva'`),
    uniqueIndex('credit_movements_one_charge_use')
      .on(t.chargeId)
      .where(sql`${t.reason} = 'cobro'`),
    uniqueIndex('credit_movements_one_annulment')
      .on(t.chargeId)
      .where(sql`${t.reason} = 'anulacion'`),
    uniqueIndex('credit_movements_one_expiry')
      .on(t.creditId)
      .where(sql`${t.reason} = 'vencimiento'`),
    check('credit_movements_not_zero', sql`${t.amount} <> 0`),
    check(
      'credit_movements_reason',
      sql`${t.reason} in ('sena_cancelada', 'cobro', 'anulacion', 'ajuste', 'vencimiento', 'reserva')`,
    ),
    // a credit keeps 0..amount of itself; a debit keeps nothing — the balance never goes below 0
    check(
      'credit_movements_remaining',
      sql`(${t.amount} > 0 and ${t.remaining} is not null and ${t.remaining} between 0 and ${t.amount}) or (${t.amount} < 0 and ${t.remaining} is null and ${t.expiresAt} is null)`,
    ),
  ],
);
