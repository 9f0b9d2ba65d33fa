import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { branches } from './catalog';
import { professionalBranches } from './staff';
import { appointments } from './appointments';
import { ACCENTED, PLAIN } from './search-fold';

/**
 * The counter (contract §7.1–§7.3, ADR 0097): products and their stock per branch, the till of
 * each branch, and the charges taken in it. Money is `numeric(14,2)`, read and written as decimal
 * strings and added in integer cents (never a float). Who did something is kept as the user's id
 * and their name at the time (`*_name`), so a record reads the same after the account is gone.
 */

const money = () => numeric({ precision: 14, scale: 2 });

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 254 }).notNull().default(''),
    /** SKU or barcode; unique when set (several products may have none) */
    code: varchar({ length: 64 }),
    price: money().notNull(),
    cost: money().notNull().default('0'),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** name and code lower-cased and without accents, for `buscar` (as `users.busqueda`) */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(translate(${products.name} || chr(10) || coalesce(${products.code}, ''), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`,
      ),
  },
  (t) => [uniqueIndex('products_code_unique').on(t.code)],
);

/** How many units of a product a branch holds: never below 0 (the check backs the conditional updates). */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.branchId] }),
    check('product_stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const STOCK_REASONS = ['ajuste', 'venta', 'anulacion', 'transferencia'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** Every change of a branch's stock; the stock is the sum of its movements. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** + in, − out; never 0 */
    quantity: integer().notNull(),
    kind: varchar({ length: 15 }).$type<StockReason>().notNull(),
    /** the adjustment's reason (contract: `ajuste: <motivo>`); '' for the other kinds */
    reason: varchar({ length: 200 }).notNull().default(''),
    /** the charge of a sale or an annulment */
    chargeId: integer().references(() => charges.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userName: varchar({ length: 120 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.productId, t.id),
    check('stock_movements_not_zero', sql`${t.quantity} <> 0`),
  ],
);

/**
 * A branch's till: open while `closed_at` is null, at most one open per branch (the partial
 * unique index decides a race of two openings). Its figures are computed from its rows.
 */
export const tills = pgTable(
  'tills',
  {
    id: serial().primaryKey(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** the studio-zone date it was opened (the period lists filter by it) */
    fecha: date({ mode: 'string' }).notNull(),
    openedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    openedByName: varchar({ length: 120 }).notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    openingAmount: money().notNull(),
    closedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    closedByName: varchar({ length: 120 }),
    closedAt: timestamp({ withTimezone: true }),
    countedCash: money(),
  },
  (t) => [
    uniqueIndex('tills_one_open_per_branch')
      .on(t.branchId)
      .where(sql`${t.closedAt} is null`),
    index().on(t.fecha),
  ],
);

/** Cash put into or taken out of a till's drawer by hand (change fund, a purchase). */
export const tillMovements = pgTable(
  'till_movements',
  {
    id: serial().primaryKey(),
    tillId: integer()
      .notNull()
      .references(() => tills.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 10 }).$type<'ingreso' | 'egreso'>().notNull(),
    amount: money().notNull(),
    reason: varchar({ length: 200 }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userName: varchar({ length: 120 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.tillId)],
);

/**
 * One charge at the counter. Its figures are written with it (they follow from its lines, tips
 * and payments, which never change); an annulment keeps the row and says who, when and why.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial().primaryKey(),
    tillId: integer()
      .notNull()
      .references(() => tills.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    clientId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** the studio-zone date of `created_at` (the period lists filter by it) */
    fecha: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    chargedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    chargedByName: varchar({ length: 120 }).notNull(),
    subtotal: money().notNull(),
    discount: money().notNull(),
    depositApplied: money().notNull(),
    tips: money().notNull(),
    total: money().notNull(),
    change: money().notNull(),
    annulledAt: timestamp({ withTimezone: true }),
    annulledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    annulledByName: varchar({ length: 120 }),
    annulReason: varchar({ length: 200 }),
  },
  (t) => [index().on(t.tillId), index().on(t.fecha), index().on(t.clientId)],
);

export const chargeItems = pgTable(
  'charge_items',
  {
    chargeId: integer()
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    /** the line's place in the charge, from 0 */
    line: smallint().notNull(),
    kind: varchar({ length: 10 }).$type<'servicio' | 'producto'>().notNull(),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    productId: integer().references(() => products.id),
    name: varchar({ length: 100 }).notNull(),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    amount: money().notNull(),
    /** a service line: its appointment's deposit applied (0 when none was paid) */
    depositApplied: money().notNull().default('0'),
    professionalBranchId: integer().references(() => professionalBranches.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.chargeId, t.line] }),
    index().on(t.appointmentId),
    index().on(t.professionalBranchId),
  ],
);

export const chargeTips = pgTable(
  'charge_tips',
  {
    chargeId: integer()
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    line: smallint().notNull(),
    professionalBranchId: integer().references(() => professionalBranches.id, {
      onDelete: 'set null',
    }),
    amount: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.chargeId, t.line] }), index().on(t.professionalBranchId)],
);

export const chargePayments = pgTable(
  'charge_payments',
  {
    chargeId: integer()
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    line: smallint().notNull(),
    method: varchar({ length: 15 }).notNull(),
    amount: money().notNull(),
    installments: smallint(),
    reference: varchar({ length: 100 }),
  },
  (t) => [primaryKey({ columns: [t.chargeId, t.line] })],
);

/**
 * The appointments a valid charge charged (contract §7.3 `cobrado`, `id_cobro`): one row per
 * appointment, so its primary key decides a race of two charges of one appointment (the second
 * insert waits for the first and fails: 1009). An annulment deletes its rows (the charge's lines
 * keep the record), and the appointment may be charged again (ADR 0097).
 */
export const appointmentCharges = pgTable(
  'appointment_charges',
  {
    appointmentId: integer()
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    chargeId: integer()
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.chargeId)],
);
