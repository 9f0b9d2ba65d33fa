import type { AuthUser } from './auth-user';
import { isAdmin, isProfessional } from './auth-user';
import { forbidden, notFound } from '../http/app-error';
import type { Db } from '../db/types';
import {
  getProfessionalBranchRow,
  professionalBranchIdsOf,
  worksAtBranch,
  type ProfessionalBranchRow,
} from './ownership.queries';

/**
 * Ownership rules, in one place. Routes declare roles; services call these for the rows they
 * touch, so no handler carries its own ad-hoc `if`.
 */
export function assertSelfOrAdmin(user: AuthUser, targetUserId: number) {
  if (!isAdmin(user) && user.id !== targetUserId) throw forbidden();
}

export function assertAdmin(user: AuthUser) {
  if (!isAdmin(user)) throw forbidden();
}

/** Whether the caller may manage this professional-branch row: an admin, or its professional. */
export function ownsProfessionalBranch(
  user: AuthUser | null | undefined,
  row: Pick<ProfessionalBranchRow, 'professionalId'>,
) {
  if (!user) return false;
  return isAdmin(user) || (isProfessional(user) && row.professionalId === user.id);
}

/**
 * "P/A" (contract §4): an admin on any row, a professional on their own rows only (1001
 * otherwise). A row that does not exist is 1002. Returns the row.
 */
export async function assertOwnsProfessionalBranch(
  db: Db,
  user: AuthUser,
  professionalBranchId: number,
): Promise<ProfessionalBranchRow> {
  const row = await getProfessionalBranchRow(db, professionalBranchId);
  if (!row) throw notFound('El profesional no existe en esa sucursal.');
  if (!ownsProfessionalBranch(user, row)) throw forbidden();
  return row;
}

/**
 * An appointment: its client (C own), the professional whose agenda it is in (P own), or an
 * admin. Returns the caller's role for it, which cancellations record.
 */
export type AppointmentActor = 'admin' | 'profesional' | 'cliente';

export function actorOnAppointment(
  user: AuthUser,
  appointment: { clientId: number; professionalId: number },
): AppointmentActor {
  if (isAdmin(user)) return 'admin';
  if (isProfessional(user) && appointment.professionalId === user.id) return 'profesional';
  if (user.roles.includes('cliente') && appointment.clientId === user.id) return 'cliente';
  throw forbidden();
}

/**
 * A client acting on their own appointment with no request of theirs in hand (their WhatsApp
 * answer, contract §6.5): the appointment must be theirs (1001), and they act as its client.
 */
export const clientOnOwnAppointment =
  (clientId: number) =>
  (appointment: { clientId: number }): AppointmentActor => {
    if (appointment.clientId !== clientId) throw forbidden();
    return 'cliente';
  };

/**
 * Which professional-branch rows a staff listing may show: an admin sees all (or the one asked
 * for); a professional only their own rows, and naming another's row is refused (1001).
 */
export async function professionalBranchScope(
  db: Db,
  user: AuthUser,
  requested: number | undefined,
): Promise<number[] | 'all'> {
  if (isAdmin(user)) return requested === undefined ? 'all' : [requested];
  const own = await professionalBranchIdsOf(db, user.id);
  if (requested === undefined) return own;
  if (!own.includes(requested)) throw forbidden();
  return [requested];
}

/**
 * Whose appointments and columns a staff view reads (contract §6.1: the branch's agenda, a
 * client's file): everyone's for an admin (undefined), only the caller's own for a professional.
 */
export function onlyOwnRows(user: AuthUser): number | undefined {
  return isAdmin(user) ? undefined : user.id;
}

/** A professional who does not work at the branch sees none of it (1001). */
export function assertSeesBranch(user: AuthUser, ownRowsAtBranch: number) {
  if (!isAdmin(user) && ownRowsAtBranch === 0) throw forbidden();
}

/**
 * Staff on an appointment (attendance): an admin on any, a professional on one in their own
 * agenda; a client never, not even on their own (1001).
 */
export function assertStaffOnAppointment(user: AuthUser, appointment: { professionalId: number }) {
  if (isAdmin(user)) return;
  if (isProfessional(user) && appointment.professionalId === user.id) return;
  throw forbidden();
}

/**
 * "A; P of the branch" (contract §7: the till and its charges): an admin at any branch, a
 * professional with a professional-branch row at that branch (1001 otherwise). The branch's
 * existence is the caller's to check first (1002).
 */
export async function assertStaffOfBranch(db: Db, user: AuthUser, branchId: number) {
  if (isAdmin(user)) return;
  if (isProfessional(user) && (await worksAtBranch(db, user.id, branchId))) return;
  throw forbidden();
}
