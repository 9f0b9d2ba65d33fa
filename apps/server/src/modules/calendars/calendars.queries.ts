import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { appointments, branches, professionalBranches, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { IcsAppointment } from './ics';

const BUSY_SERVICE_ID = 1;

const icsColumns = {
  id: appointments.id,
  clientId: appointments.clientId,
  professionalId: appointments.professionalId,
  fecha: appointments.fecha,
  horaInicio: appointments.horaInicio,
  horaFin: appointments.horaFin,
  serviceName: appointments.serviceName,
  professionalName: appointments.professionalName,
  branchName: appointments.branchName,
  direccion: branches.address,
  sequence: appointments.sequence,
  cancelado: appointments.cancelado,
  serviceId: appointments.serviceId,
  clienteNombre: users.name,
  clienteEmail: users.email,
};

type IcsRow = Omit<IcsAppointment, 'ocupado'> & {
  serviceId: number;
  clientId: number;
  professionalId: number;
};

const toIcs = ({ serviceId, clientId: _c, professionalId: _p, ...r }: IcsRow): IcsAppointment => ({
  ...r,
  ocupado: serviceId === BUSY_SERVICE_ID,
});

/** One appointment as its calendar event shows it, with who may see it. */
export async function getIcsAppointment(db: Db, id: number) {
  const [row] = await db
    .select(icsColumns)
    .from(appointments)
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(eq(appointments.id, id));
  return row
    ? { owner: { clientId: row.clientId, professionalId: row.professionalId }, ics: toIcs(row) }
    : undefined;
}

/** A professional-branch's appointments (busy blocks included, cancelled ones not) in a date range. */
export async function getFeedAppointments(
  db: Db,
  professionalBranchId: number,
  desde: string,
  hasta: string,
): Promise<IcsAppointment[]> {
  const rows = await db
    .select(icsColumns)
    .from(appointments)
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(
      and(
        eq(appointments.professionalBranchId, professionalBranchId),
        eq(appointments.cancelado, false),
        gte(appointments.fecha, desde),
        lte(appointments.fecha, hasta),
      ),
    )
    .orderBy(asc(appointments.fecha), asc(appointments.horaInicio));
  return rows.map(toIcs);
}

/**
 * What the professional's password is now, as the calendar token keeps it: the SHA-256 (hex) of
 * the stored password hash (salted, so every change, even to the same password, gives another).
 */
const passwordStampOf = (passwordHash: typeof users.passwordHash) =>
  sql<string>`encode(sha256(convert_to(${passwordHash}, 'UTF8')), 'hex')`;

/**
 * The professional-branch whose calendar token has this hash, while its professional still has
 * the access the feed shows (ADR 0086): the row active, the person not blocked, validated, still
 * staff, and the token made under the password they have now. Any other: undefined (404).
 */
export async function getFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: professionalBranches.id, branchName: branches.name, name: users.name })
    .from(professionalBranches)
    .innerJoin(branches, eq(branches.id, professionalBranches.branchId))
    .innerJoin(users, eq(users.id, professionalBranches.professionalId))
    .where(
      and(
        eq(professionalBranches.calendarTokenHash, tokenHash),
        eq(professionalBranches.active, true),
        eq(users.blocked, false),
        eq(users.validated, true),
        sql`${users.roles} && array['peluquero', 'peluadmin']::text[]`,
        eq(professionalBranches.calendarTokenPasswordStamp, passwordStampOf(users.passwordHash)),
      ),
    );
  return row;
}

/** A new calendar token's hash, stamped in the same statement with the password of this moment. */
export async function setCalendarTokenHash(db: Db, professionalBranchId: number, hash: string) {
  const stamp = db
    .select({ stamp: passwordStampOf(users.passwordHash) })
    .from(users)
    .where(eq(users.id, professionalBranches.professionalId));
  await db
    .update(professionalBranches)
    .set({ calendarTokenHash: hash, calendarTokenPasswordStamp: sql`(${stamp})` })
    .where(eq(professionalBranches.id, professionalBranchId));
}

/** A branch's address, for an invitation written in the booking's transaction. */
export async function getBranchAddress(db: Db, branchId: number): Promise<string> {
  const [row] = await db
    .select({ direccion: branches.address })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row?.direccion ?? '';
}

/** Every appointment of a visit as its calendar events show them (cancelled ones included). */
export async function getVisitIcsAppointments(db: Db, visitId: number): Promise<IcsAppointment[]> {
  const rows = await db
    .select(icsColumns)
    .from(appointments)
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(eq(appointments.visitId, visitId))
    .orderBy(asc(appointments.fecha), asc(appointments.horaInicio), asc(appointments.id));
  return rows.map(toIcs);
}
