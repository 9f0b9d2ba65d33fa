import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  appointmentCharges,
  appointmentUnits,
  appointments,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
  users,
  workingDays,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { hotStatement } from '../../db/hot-statement';
import { callerColumns, type CallerRecord } from '../../auth/authenticate';
import { closedReason } from './closed-dates';
import { readClosedDates } from './closed-dates.queries';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

/** What the slot engine needs about one professional-branch on one date. */
export async function getDayContext(
  db: Db,
  professionalBranchId: number,
  fecha: string,
  weekday: number,
) {
  const [pb] = await db
    .select()
    .from(professionalBranches)
    .where(eq(professionalBranches.id, professionalBranchId));
  if (!pb) return undefined;
  const [day] = await db
    .select()
    .from(workingDays)
    .where(and(eq(workingDays.professionalBranchId, pb.id), eq(workingDays.diaSemana, weekday)));
  const [off] = await db
    .select({ id: nonWorkingDays.id })
    .from(nonWorkingDays)
    .where(and(eq(nonWorkingDays.professionalBranchId, pb.id), eq(nonWorkingDays.fecha, fecha)));
  // a closed date of the branch is a non-working date too (contract §7.6, ADR 0102)
  const closed = await readClosedDates(db, pb.branchId, { from: fecha, to: fecha });
  return { pb, day, nonWorking: off !== undefined || closedReason(closed, fecha) !== undefined };
}

export async function updateAppointment(db: Db, id: number, values: Partial<NewAppointment>) {
  await db.update(appointments).set(values).where(eq(appointments.id, id));
}

/**
 * What a booking reads of its client, in one round trip (a hot statement, ADR 0065): what the
 * booking shows of the client and whether they may be booked for (roles, blocked), each
 * professional-branch's professional and branch names and the branch's address as they are now
 * (what the client saw; the invitation's place), and the ids the new appointments (and the
 * visit) will have. Locked (`for update`) where a client's bookings must run one at a time:
 * under the active limit (ADR 0077).
 */
type BookingClientRow = {
  id: number;
  name: string;
  display_name: string;
  email: string;
  phone: string;
  roles: string[];
  blocked: boolean;
  staff: { id: number; professional_name: string; branch_name: string; address: string }[] | null;
  ids: number[] | null;
  visit_id: number | null;
};
const BOOKING_CLIENT = `select u.id, u.name, u.display_name, u.email, u.phone, u.roles, u.blocked,
  (select json_agg(json_build_object('id', pb.id, 'professional_name', p.name,
      'branch_name', b.name, 'address', b.address))
    from professional_branches pb join users p on p.id = pb.professional_id
    join branches b on b.id = pb.branch_id where pb.id = any($2::int[])) as staff,
  (select array_agg(nextval('appointments_id_seq')::int) from generate_series(1, $3::int)) as ids,
  case when $4::boolean then nextval('visits_id_seq')::int end as visit_id
from users u where u.id = $1::int`;
const lockClient = hotStatement<BookingClientRow>(
  'turnos_lock_booking_client',
  `${BOOKING_CLIENT} for update of u`,
);
const readClient = hotStatement<BookingClientRow>('turnos_read_booking_client', BOOKING_CLIENT);
/**
 * The client's active appointments (from `today` on; busy blocks are not a client's; a visit
 * counts once, contract §6.2), counted in a statement of its own **after** the lock: a statement
 * sees the database as it was when it began (READ COMMITTED), so a count inside the locking
 * statement misses the booking of the transaction whose lock it waited for, and two bookings at
 * once could both pass the limit (seen on PostgreSQL: active-limit-concurrency.test.ts).
 */
const countActive = hotStatement<{ active: number }>(
  'turnos_count_client_active',
  `select count(distinct coalesce(-a.visit_id, a.id))::int as active
from appointments a
where a.client_id = $1 and not a.cancelado and a.service_id <> 1 and a.fecha >= $2::date`,
);

/**
 * A slot's taken units and the configuration generation (what the shared taken-units statement
 * answers for one key) with the booking's client row, unlocked, in one round trip (ADR 0104),
 * and the caller's row with its session's revocation, as authentication reads them (ADR 0106):
 * a booking with no active limit needs nothing else before its write. A client id or caller id
 * of 0 (ids start at 1) reads no row.
 */
const unitsAndClient = hotStatement<
  { generation: string; taken: number[] | null; caller: CallerRecord | null } & {
    [K in keyof BookingClientRow]: BookingClientRow[K] | null;
  }
>(
  'turnos_booking_units_client',
  `select (select g.generation::text from agenda_generation g where g.id = 1) as generation,
  (select array_agg(t.unit) from appointment_units t
    where t.professional_id = $5::int and t.fecha = $6::date and t.appointment_id <> $7::int) as taken,
  (select row_to_json(me) from (select ${callerColumns('$9::text')}
    from users u where u.id = $8::int) me) as caller,
  c.*
from (select 1) k left join lateral (${BOOKING_CLIENT}) c on true`,
);

/** What a booking reads of its client, to draw its ids and names from. */
export interface BookingClientRead {
  clientId: number;
  /** the professional-branches booked, whose names the appointments copy */
  professionalBranchIds: readonly number[];
  /** how many appointment ids to draw, and whether a visit id too */
  appointments: number;
  visit: boolean;
}

export interface BookingClientRequest extends BookingClientRead {
  today: string;
  /** count their active appointments (a limit applies: only with `lock`) */
  countActive: boolean;
}

/**
 * The client's row for their booking, locked (`lock`: inside the transaction of a booking that
 * must hold the active limit) or just read.
 */
export async function clientForBooking(db: Db, req: BookingClientRequest, lock: boolean) {
  const [row] = await (lock ? lockClient : readClient)(db, [
    req.clientId,
    req.professionalBranchIds,
    req.appointments,
    req.visit,
  ]);
  if (!row) return undefined;
  let active = 0;
  if (req.countActive) {
    if (!lock) throw new Error('the active count needs the lock');
    const [counted] = await countActive(db, [req.clientId, req.today]);
    active = Number(counted?.active ?? 0);
  }
  return bookingClient(row, active);
}
export type BookingClient = ReturnType<typeof bookingClient>;

/**
 * A slot's taken units (as `getTakenUnits` answers them) and the booking's client row, unlocked
 * (undefined when there is no such user), in one statement (ADR 0104); with a verified token's
 * user and session, the caller's row too (undefined: no such user; ADR 0106).
 */
export async function unitsWithBookingClient(
  db: Db,
  key: { professionalId: number; fecha: string; exceptAppointmentId?: number },
  req: BookingClientRead,
  caller?: { userId: number; session: string },
) {
  const [row] = await unitsAndClient(db, [
    req.clientId,
    req.professionalBranchIds,
    req.appointments,
    req.visit,
    key.professionalId,
    key.fecha,
    key.exceptAppointmentId ?? 0,
    caller?.userId ?? 0,
    caller?.session ?? '',
  ]);
  if (!row) throw new Error('the slot statement answered nothing');
  const { generation, taken, caller: callerRow, ...client } = row;
  return {
    units: { generation, taken: new Set((taken ?? []).map(Number)) },
    client: isRow(client) ? bookingClient(client, 0) : undefined,
    caller: callerRow ?? undefined,
  };
}

/** The left-joined client columns are all null when there is no such user. */
const isRow = (c: {
  [K in keyof BookingClientRow]: BookingClientRow[K] | null;
}): c is BookingClientRow => c.id !== null;

function bookingClient(row: BookingClientRow, active: number) {
  const staff = new Map(
    (row.staff ?? []).map((s) => [
      Number(s.id),
      {
        professionalName: s.professional_name,
        branchName: s.branch_name,
        branchAddress: s.address,
      },
    ]),
  );
  return {
    id: Number(row.id),
    name: row.name,
    displayName: row.display_name,
    email: row.email,
    phone: row.phone,
    roles: row.roles,
    blocked: row.blocked,
    active,
    staff,
    ids: (row.ids ?? []).map(Number).sort((a, b) => a - b),
    visitId: row.visit_id === null ? null : Number(row.visit_id),
  };
}

/** Appointments with the client's contact, for the wire `turno` object. */
export function selectTurnos(db: Db) {
  return db
    .select({
      a: appointments,
      clientName: users.name,
      clientDisplayName: users.displayName,
      clientPhone: users.phone,
      clientEmail: users.email,
      /** the valid charge that has it (contract §7.3, ADR 0097) */
      chargeId: sql<
        number | null
      >`(select ${appointmentCharges.chargeId} from ${appointmentCharges} where ${appointmentCharges.appointmentId} = ${appointments.id})`,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientId));
}
/** Whether a valid charge has any of these appointments (contract §7.3, ADR 0097). */
export async function anyCharged(db: Db, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: appointmentCharges.appointmentId })
    .from(appointmentCharges)
    .where(inArray(appointmentCharges.appointmentId, [...ids]))
    .limit(1);
  return row !== undefined;
}

export type TurnoRecord = Awaited<ReturnType<ReturnType<typeof selectTurnos>['execute']>>[number];

export async function listClientTurnos(db: Db, clientId: number) {
  return selectTurnos(db)
    .where(eq(appointments.clientId, clientId))
    .orderBy(desc(appointments.fecha), desc(appointments.horaInicio), desc(appointments.id));
}

export async function listActiveClientTurnos(db: Db, clientId: number, today: string) {
  return selectTurnos(db)
    .where(
      and(
        eq(appointments.clientId, clientId),
        eq(appointments.cancelado, false),
        gte(appointments.fecha, today),
      ),
    )
    .orderBy(appointments.fecha, appointments.horaInicio);
}

export async function occupiedUnitsOfBranchRows(db: Db, ids: number[], fecha: string) {
  if (ids.length === 0) return [];
  return db
    .select({ unit: appointmentUnits.unit, appointmentId: appointmentUnits.appointmentId })
    .from(appointmentUnits)
    .innerJoin(appointments, eq(appointments.id, appointmentUnits.appointmentId))
    .where(and(inArray(appointments.professionalBranchId, ids), eq(appointmentUnits.fecha, fecha)));
}

/** The link through which a professional-branch offers a catalog service, if it does. */
export async function linkOfService(db: Db, professionalBranchId: number, serviceId: number) {
  const [row] = await db
    .select({ id: professionalServices.id })
    .from(professionalServices)
    .where(
      and(
        eq(professionalServices.professionalBranchId, professionalBranchId),
        eq(professionalServices.serviceId, serviceId),
      ),
    );
  return row?.id;
}
