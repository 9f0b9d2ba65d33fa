import { sql } from 'drizzle-orm';
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
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { branches, services } from './catalog';
import { professionalBranches, professionalServices } from './staff';

export const ATTENDANCES = ['pendiente', 'asistio', 'no_asistio'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/**
 * Several services booked together (contract §6.2): one row per visit, its appointments point at
 * it. Booked, paid, moved and cancelled as a whole (ADR 0072).
 */
export const visits = pgTable(
  'visits',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.clientId)],
);

/**
 * A recurring appointment (contract §7.7, ADR 0102): "every N weeks, M times", booked by staff.
 * Its occurrences are ordinary appointments pointing at it (`series_id`); the row records what
 * was asked and by whom, and whose agenda it is (ownership of `cancelar-serie`).
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalBranchId: integer()
      .notNull()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    everyWeeks: smallint().notNull(),
    repetitions: smallint().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.clientId),
    check('appointment_series_every_weeks_check', sql`${t.everyWeeks} between 1 and 12`),
    check('appointment_series_repetitions_check', sql`${t.repetitions} between 2 and 26`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalBranchId: integer()
      .notNull()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    /** the person (users.id), so one professional is never booked at two branches at once */
    professionalId: integer().notNull(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    professionalServiceId: integer().references(() => professionalServices.id, {
      onDelete: 'cascade',
    }),
    fecha: date({ mode: 'string' }).notNull(),
    horaInicio: varchar({ length: 5 }).notNull(),
    horaFin: varchar({ length: 5 }).notNull(),
    overbooking: boolean().notNull().default(false),
    serviceName: varchar({ length: 100 }).notNull(),
    professionalName: varchar({ length: 60 }).notNull(),
    branchName: varchar({ length: 100 }).notNull(),
    price: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    montoReserva: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    cancelado: boolean().notNull().default(false),
    canceladoPor: varchar({ length: 20 }),
    cancelledAt: timestamp({ withTimezone: true }),
    reservaPaga: boolean().notNull().default(true),
    /** null = no deposit charged; 0 = paid through the provider; otherwise the approving user */
    pagoAprobadoPor: integer(),
    expiryHours: smallint().notNull().default(0),
    rescheduleHours: smallint().notNull().default(0),
    /** the professional-branch's `horas_cancelar_turno` when booked (contract §6.4) */
    cancelHours: smallint().notNull().default(0),
    /** iCalendar SEQUENCE: rises with every reschedule and the cancellation (ADR 0070) */
    sequence: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** whether the client came (contract §6.1); staff set it once the appointment has started */
    attendance: varchar({ length: 10 }).$type<Attendance>().notNull().default('pendiente'),
    /** the client confirmed it by answering the WhatsApp reminder (contract §6.5) */
    confirmed: boolean().notNull().default(false),
    /** the visit it belongs to (contract §6.2); null for a single booking */
    visitId: integer().references(() => visits.id, { onDelete: 'cascade' }),
    /**
     * How many `appointment_units` rows it owns (its occupied 15-minute units; 0 once cancelled
     * and for an overbooking that takes none), written by every statement that writes or deletes
     * its units, so the report counts occupied units in its one scan of appointments (ADR 0076).
     */
    unitCount: smallint().notNull().default(0),
    /** the series it was booked in (contract §7.7); null outside one */
    seriesId: integer().references(() => appointmentSeries.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.visitId),
    index().on(t.seriesId),
    index().on(t.professionalBranchId, t.fecha),
    index().on(t.clientId, t.fecha),
    index().on(t.fecha),
    check(
      'appointments_attendance_check',
      sql`${t.attendance} in ('pendiente', 'asistio', 'no_asistio')`,
    ),
  ],
);

/**
 * One row per occupied 15-minute unit of a professional (the person). The primary key is the
 * unique index that makes double booking impossible: a second booking of any unit fails.
 */
export const appointmentUnits = pgTable(
  'appointment_units',
  {
    professionalId: integer().notNull(),
    fecha: date({ mode: 'string' }).notNull(),
    /** 0 = 00:00–00:15 … 95 = 23:45–24:00 */
    unit: smallint().notNull(),
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.fecha, t.unit] }),
    index().on(t.appointmentId),
  ],
);

/**
 * A client waiting for a start on a day that had none fitting (contract §6.3), optionally within
 * a time range; it expires with its date.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalBranchId: integer()
      .notNull()
      .references(() => professionalBranches.id, { onDelete: 'cascade' }),
    professionalServiceId: integer()
      .notNull()
      .references(() => professionalServices.id, { onDelete: 'cascade' }),
    fecha: date({ mode: 'string' }).notNull(),
    timeFrom: varchar({ length: 5 }),
    timeTo: varchar({ length: 5 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.professionalBranchId, t.fecha),
    index().on(t.clientId, t.fecha),
    unique().on(t.clientId, t.professionalServiceId, t.fecha),
  ],
);

/** The starts a waiting entry was told about: each freed start is announced once per entry. */
export const waitlistNotified = pgTable(
  'waitlist_notified',
  {
    entryId: integer()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    hora: varchar({ length: 5 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.hora] })],
);
