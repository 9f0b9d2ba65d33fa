import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
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
import { NEXT_APPOINTMENT_ID } from './book-statement';

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
  return { pb, day, nonWorking: off !== undefined };
}

export async function insertAppointment(db: Db, values: NewAppointment): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  if (!row) throw new Error('insert appointments returned nothing');
  return row;
}

/**
 * One row per active unit; the primary key refuses any unit already taken (23505). The same
 * statement adds the rows it wrote to the appointment's `unidades` (ADR 0076).
 */
export async function insertUnits(
  db: Db,
  appointmentId: number,
  professionalId: number,
  fecha: string,
  units: number[],
) {
  if (units.length === 0) return;
  // one text parameter ('{40,41,43}'): the units are integers
  const list = `{${units.map((u) => Math.trunc(u)).join(',')}}`;
  await db.execute(sql`with u as (
      insert into ${appointmentUnits} (professional_id, fecha, unidad, appointment_id)
      select ${professionalId}::int, ${fecha}::date, unit, ${appointmentId}::int
      from unnest(${list}::smallint[]) as unit
      returning 1
    )
    update ${appointments} set unidades = unidades + (select count(*)::int from u)
    where id = ${appointmentId}`);
}

/** Frees every unit of an appointment; the same statement sets its `unidades` to 0 (ADR 0076). */
export async function deleteUnits(db: Db, appointmentId: number) {
  await db.execute(sql`with d as (
      delete from ${appointmentUnits} where appointment_id = ${appointmentId}
    )
    update ${appointments} set unidades = 0 where id = ${appointmentId}`);
}

export async function getAppointment(db: Db, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

export async function lockAppointment(db: Db, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

export async function updateAppointment(db: Db, id: number, values: Partial<NewAppointment>) {
  await db.update(appointments).set(values).where(eq(appointments.id, id));
}

/**
 * Marks an appointment confirmed if it is still at `secuencia` (the version the client answered
 * about) and not cancelled; false when it changed meanwhile (ADR 0074).
 */
export async function confirmVersion(db: Db, id: number, secuencia: number): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ confirmado: true })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.secuencia, secuencia),
        eq(appointments.cancelado, false),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/**
 * What a client's own booking reads of them, in one round trip (a hot statement, ADR 0065): what
 * the booking shows of the client, the professional's and branch's names as they are now (what
 * the client saw), the branch's address (the invitation's place), and the id the new appointment
 * will have. Locked (`for update`) where their bookings must run one at a time: under the active
 * limit, and for a visit's writes (ADR 0077).
 */
type ClientForBookingRow = {
  id: number;
  nombre: string;
  display_name: string;
  email: string;
  celular: string;
  nombre_peluquero: string | null;
  nombre_sucursal: string | null;
  direccion_sucursal: string | null;
  next_id: number;
};
const CLIENT_FOR_BOOKING = `select u.id, u.nombre, u.display_name, u.email, u.celular,
  (select p.nombre from professional_branches pb join users p on p.id = pb.professional_id
    where pb.id = $2) as nombre_peluquero,
  (select b.nombre from professional_branches pb join branches b on b.id = pb.branch_id
    where pb.id = $2) as nombre_sucursal,
  (select b.direccion from professional_branches pb join branches b on b.id = pb.branch_id
    where pb.id = $2) as direccion_sucursal,
  ${NEXT_APPOINTMENT_ID} as next_id
from users u where u.id = $1`;
const lockClient = hotStatement<ClientForBookingRow>(
  'turnos_lock_client_for_booking',
  `${CLIENT_FOR_BOOKING} for update of u`,
);
const readClient = hotStatement<ClientForBookingRow>(
  'turnos_read_client_for_booking',
  CLIENT_FOR_BOOKING,
);
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

export interface ClientForBookingRequest {
  clientId: number;
  today: string;
  /** count their active appointments (a limit applies: only with `lock`) */
  countActive: boolean;
  professionalBranchId: number;
}

/**
 * The client's row for their booking, locked (`lock`: inside the transaction of a booking that
 * must hold the active limit, or of a visit) or just read (a single booking with no limit).
 */
export async function clientForBooking(db: Db, req: ClientForBookingRequest, lock: boolean) {
  const [row] = await (lock ? lockClient : readClient)(db, [
    req.clientId,
    req.professionalBranchId,
  ]);
  if (!row) return undefined;
  let active = 0;
  if (req.countActive) {
    if (!lock) throw new Error('the active count needs the lock');
    const [counted] = await countActive(db, [req.clientId, req.today]);
    active = Number(counted?.active ?? 0);
  }
  return {
    id: Number(row.id),
    nombre: row.nombre,
    displayName: row.display_name,
    email: row.email,
    celular: row.celular,
    active,
    nombrePeluquero: row.nombre_peluquero,
    nombreSucursal: row.nombre_sucursal,
    direccionSucursal: row.direccion_sucursal ?? '',
    nextId: Number(row.next_id),
  };
}

export const lockClientForBooking = (db: Db, req: ClientForBookingRequest) =>
  clientForBooking(db, req, true);

/** Appointments with the client's contact, for the wire `turno` object. */
export function selectTurnos(db: Db) {
  return db
    .select({
      a: appointments,
      clienteNombre: users.nombre,
      clienteDisplayName: users.displayName,
      clienteCelular: users.celular,
      clienteEmail: users.email,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientId));
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

export async function getTurno(db: Db, id: number) {
  const [row] = await selectTurnos(db).where(eq(appointments.id, id));
  return row;
}

export async function occupiedUnitsOfBranchRows(db: Db, ids: number[], fecha: string) {
  if (ids.length === 0) return [];
  return db
    .select({ unidad: appointmentUnits.unidad, appointmentId: appointmentUnits.appointmentId })
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
