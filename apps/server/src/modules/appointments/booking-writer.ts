import { BUSY_SERVICE_ID } from '@turnos/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appointmentUnits, appointments, notifications, visits } from '../../db/schema';
import { hotStatement } from '../../db/hot-statement';
import { cell, unnestInsert } from '../../db/unnest-insert';
import type { Db } from '../../db/types';
import type { NewNotification } from '../notifications';
import { creditCancelledDeposits } from '../credit';
import type { AppointmentRow, NewAppointment } from './appointments.queries';

/**
 * The one writer of bookings (ADR 0093): every write that creates, moves or cancels an
 * appointment or frees its units goes through this file. A single appointment is a visit of
 * one: a new booking is written by one statement whatever it holds.
 */

/** What a new booking writes of each appointment; the other columns take their defaults. */
const WRITTEN = [
  'id',
  'clientId',
  'professionalBranchId',
  'professionalId',
  'branchId',
  'serviceId',
  'professionalServiceId',
  'fecha',
  'horaInicio',
  'horaFin',
  'overbooking',
  'serviceName',
  'professionalName',
  'branchName',
  'price',
  'montoReserva',
  'reservaPaga',
  'pagoAprobadoPor',
  'expiryHours',
  'rescheduleHours',
  'cancelHours',
  'expiresAt',
  'visitId',
  'seriesId',
  'unitCount',
] as const satisfies readonly (keyof NewAppointment)[];
export type AppointmentValues = Required<Pick<NewAppointment, (typeof WRITTEN)[number]>>;

const MESSAGE_WRITTEN = [
  'event',
  'channel',
  'recipient',
  'subject',
  'body',
  'status',
  'lastError',
  'dedupeKey',
  'appointmentId',
] as const satisfies readonly (keyof NewNotification)[];

const UNIT_WRITTEN = ['professionalId', 'fecha', 'unit', 'appointmentId'] as const;
const VISIT_WRITTEN = ['id', 'clientId', 'branchId'] as const;

const visitInsert = unnestInsert(visits, VISIT_WRITTEN, 1);
const appointmentInsert = unnestInsert(appointments, WRITTEN, visitInsert.next);
const unitInsert = unnestInsert(appointmentUnits, UNIT_WRITTEN, appointmentInsert.next);
const messageInsert = unnestInsert(notifications, MESSAGE_WRITTEN, unitInsert.next);

/**
 * A booking's writes as one statement (ADRs 0065, 0072, 0076, 0093): its visit when it is one,
 * its appointments under the ids drawn before (`unitCount` = how many units each takes), one row
 * per active unit (the unique index refuses a taken one: 23505, so all of it or none), and its
 * first messages (a repeated dedupe key is skipped). Answers the rows' creation time and how
 * many of the messages are ones to send.
 */
const insertBooking = hotStatement<{ created_at: string | Date; to_send: number }>(
  'turnos_write_booking',
  `with v as (${visitInsert.text}),
a as (${appointmentInsert.text} returning created_at),
u as (${unitInsert.text}),
n as (${messageInsert.text} on conflict (dedupe_key) do nothing returning status)
select (select max(created_at) from a) as created_at,
  (select count(*)::int from n where status = 'pendiente') as to_send`,
);

export interface NewBooking {
  /** the visit's id (contract §6.2), or null for a single appointment */
  visit: { id: number; clientId: number; branchId: number } | null;
  parts: readonly { values: Omit<AppointmentValues, 'unitCount'>; units: readonly number[] }[];
  messages: readonly NewNotification[];
}

/**
 * Writes a new booking — a single appointment, an overbooking (no units), a busy block or a
 * visit — with its units and messages; answers its rows as stored (the columns not written take
 * their defaults) and whether a message waits to be sent.
 */
export async function writeBooking(
  db: Db,
  booking: NewBooking,
): Promise<{ appointments: AppointmentRow[]; toSend: boolean }> {
  const values = booking.parts.map(({ values: v, units }) => ({ ...v, unitCount: units.length }));
  const units = booking.parts.flatMap(({ values: v, units: list }) =>
    list.map((unit) => ({ professionalId: v.professionalId, fecha: v.fecha, unit, id: v.id })),
  );
  const first = values[0];
  if (!first) throw new Error('a booking without appointments');
  const column = <K extends keyof NewNotification>(key: K, fallback: NewNotification[K]) =>
    booking.messages.map((m) => cell(m[key] ?? fallback));
  const visit = booking.visit;
  const [row] = await insertBooking(db, [
    visit ? [visit.id] : [],
    visit ? [visit.clientId] : [],
    visit ? [visit.branchId] : [],
    ...WRITTEN.map((key) => values.map((v) => cell(v[key]))),
    units.map((u) => u.professionalId),
    units.map((u) => u.fecha),
    units.map((u) => u.unit),
    units.map((u) => u.id),
    column('event', ''),
    column('channel', 'email'),
    column('recipient', ''),
    column('subject', ''),
    column('body', ''),
    column('status', 'pendiente'),
    column('lastError', null),
    column('dedupeKey', null),
    column('appointmentId', first.id),
  ]);
  if (!row) throw new Error('the booking statement answered nothing');
  const createdAt = new Date(row.created_at);
  return {
    appointments: values.map((v) => ({
      ...v,
      cancelado: false,
      canceladoPor: null,
      cancelledAt: null,
      createdAt,
      attendance: 'pendiente',
      confirmed: false,
      sequence: 0,
    })),
    toSend: row.to_send > 0,
  };
}

/** What a move changes of one appointment (its units are taken anew). */
export interface Move {
  id: number;
  professionalId: number;
  fecha: string;
  units: readonly number[];
  set: Partial<NewAppointment>;
}

/**
 * Moves appointments (reschedule, move to a colleague): each one's old units freed and its new
 * ones taken, in the caller's transaction, so it never holds both nor neither; the unit index
 * refuses a taken one (23505). `unitCount` follows the rows written (ADR 0076).
 */
export async function moveAppointments(tx: Db, moves: readonly Move[]) {
  if (moves.length === 0) return;
  await freeUnits(
    tx,
    moves.map((m) => m.id),
  );
  const units = moves.flatMap((m) =>
    m.units.map((unit) => ({
      professionalId: m.professionalId,
      fecha: m.fecha,
      unit,
      appointmentId: m.id,
    })),
  );
  if (units.length > 0) await tx.insert(appointmentUnits).values(units);
  for (const m of moves) {
    await tx
      .update(appointments)
      .set({ ...m.set, unitCount: m.units.length })
      .where(eq(appointments.id, m.id));
  }
}

/** Who cancels and when (`cancelado_por`, contract §6.4). */
export interface Cancellation {
  canceladoPor: string;
  at: Date;
}

/**
 * Cancels appointments (by a client, staff, a date off or an unpaid deposit's release): their
 * units freed, `cancelado_por` and the time recorded, the .ics SEQUENCE raised (ADR 0070) — only
 * those still not cancelled (and, with `unpaidOnly`, still unpaid); answers the ones it
 * cancelled. A busy block is not an appointment: cancelling it removes it. A paid deposit of
 * one it cancelled becomes its client's credit when the studio says so (contract §7.5: every
 * cancel that is allowed — the client's within the rules, staff's, a date off's or a closure's).
 */
export async function cancelAppointments(
  tx: Db,
  rows: readonly Pick<AppointmentRow, 'id' | 'serviceId'>[],
  by: Cancellation,
  { unpaidOnly = false }: { unpaidOnly?: boolean } = {},
): Promise<{ id: number; visitId: number | null }[]> {
  const busy = rows.filter((r) => r.serviceId === BUSY_SERVICE_ID).map((r) => r.id);
  const ids = rows.filter((r) => r.serviceId !== BUSY_SERVICE_ID).map((r) => r.id);
  if (busy.length > 0) await tx.delete(appointments).where(inArray(appointments.id, busy));
  if (ids.length === 0) return [];
  const cancelled = await tx
    .update(appointments)
    .set({
      cancelado: true,
      canceladoPor: by.canceladoPor,
      cancelledAt: by.at,
      // its units are deleted below, in this transaction (ADR 0076)
      unitCount: 0,
      // the .ics SEQUENCE rises with every change (contract §6.4)
      sequence: sql`${appointments.sequence} + 1`,
    })
    .where(
      and(
        inArray(appointments.id, ids),
        eq(appointments.cancelado, false),
        unpaidOnly ? eq(appointments.reservaPaga, false) : undefined,
      ),
    )
    .returning({
      id: appointments.id,
      visitId: appointments.visitId,
      deposit: sql<boolean>`${appointments.reservaPaga} and ${appointments.montoReserva} > 0`,
    });
  await freeUnits(
    tx,
    cancelled.map((r) => r.id),
  );
  // only when a paid deposit was cancelled: the option is read in that one statement
  const paid = cancelled.filter((r) => r.deposit).map((r) => r.id);
  if (paid.length > 0) await creditCancelledDeposits(tx, paid, by.at);
  return cancelled.map(({ id, visitId }) => ({ id, visitId }));
}

/** Deletes the units of these appointments (their `unitCount` is set by the caller's write). */
async function freeUnits(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.delete(appointmentUnits).where(inArray(appointmentUnits.appointmentId, [...ids]));
}
