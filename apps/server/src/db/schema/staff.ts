import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { branches, services } from './catalog';

/** A professional working at a branch, with that branch's agenda and deposit configuration. */
export const professionalBranches = pgTable(
  'professional_branches',
  {
    id: serial().primaryKey(),
    professionalId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    jobTitle: varchar({ length: 50 }).notNull().default('peluquero'),
    active: boolean().notNull().default(true),
    tiempoTurno: smallint().notNull().default(30),
    gridStep: smallint().notNull().default(15),
    allowsGap: boolean().notNull().default(true),
    gapMinutes: smallint().notNull().default(15),
    agendaOpenDays: smallint().notNull().default(0),
    depositType: smallint().notNull().default(0),
    depositValue: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    expiryHours: smallint().notNull().default(0),
    rescheduleHours: smallint().notNull().default(0),
    /** contract §6.4: clients get no start sooner than now + this many hours (0 = none) */
    minNoticeHours: smallint().notNull().default(0),
    /** contract §6.4: clients may cancel until this many hours before the start (0 = until it) */
    cancelHours: smallint().notNull().default(0),
    /** SHA-256 (hex) of the calendar subscription token (ADR 0070); null until one is made */
    calendarTokenHash: varchar({ length: 64 }).unique(),
    /**
     * SHA-256 (hex) of the professional's password hash when the calendar token was made: once
     * the password changes the two differ for good, and the feed answers 404 (ADR 0086)
     */
    calendarTokenPasswordStamp: varchar({ length: 64 }),
  },
  (t) => [unique().on(t.professionalId, t.branchId)],
);

export const professionalServices = pgTable(
  'professional_services',
  {
    id: serial().primaryKey(),
    professionalBranchId: integer()
      .notNull()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    active: boolean().notNull().default(true),
  },
  (t) => [unique().on(t.professionalBranchId, t.serviceId)],
);

/** One row per weekday (0 = Monday … 6 = Sunday). */
export const workingDays = pgTable(
  'working_days',
  {
    id: serial().primaryKey(),
    professionalBranchId: integer()
      .notNull()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    diaSemana: smallint().notNull(),
    active: boolean().notNull().default(false),
    shift1Start: varchar({ length: 5 }).notNull().default('00:00'),
    shift1End: varchar({ length: 5 }).notNull().default('00:00'),
    secondShift: boolean().notNull().default(false),
    shift2Start: varchar({ length: 5 }).notNull().default('00:00'),
    shift2End: varchar({ length: 5 }).notNull().default('00:00'),
  },
  (t) => [unique().on(t.professionalBranchId, t.diaSemana)],
);

export const nonWorkingDays = pgTable(
  'non_working_days',
  {
    id: serial().primaryKey(),
    professionalBranchId: integer()
      .notNull()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    fecha: date({ mode: 'string' }).notNull(),
    reason: varchar({ length: 254 }).notNull().default(''),
  },
  (t) => [unique().on(t.professionalBranchId, t.fecha)],
);
