import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { services } from './catalog';
import { professionalBranches } from './staff';

/**
 * Commission rates (contract §7.4): per professional-branch, a percentage of the services they did
 * and one of the products they sold, and per-service overrides (colour pays more than a cut).
 * Percentages are `numeric(5,2)` (0–100, two decimals); a professional-branch without a row earns
 * 0 %. The report applies the rates in force when it is asked for.
 */
const percent = () => numeric({ precision: 5, scale: 2 });

export const commissionRates = pgTable(
  'commission_rates',
  {
    professionalBranchId: integer()
      .primaryKey()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    servicesPercent: percent().notNull().default('0'),
    productsPercent: percent().notNull().default('0'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'commission_rates_percent_range',
      sql`${t.servicesPercent} between 0 and 100 and ${t.productsPercent} between 0 and 100`,
    ),
  ],
);

/** A service's own percentage for one professional-branch, over its `servicesPercent`. */
export const commissionServiceRates = pgTable(
  'commission_service_rates',
  {
    professionalBranchId: integer()
      .notNull()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    percent: percent().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalBranchId, t.serviceId] }),
    check('commission_service_rates_percent_range', sql`${t.percent} between 0 and 100`),
  ],
);
