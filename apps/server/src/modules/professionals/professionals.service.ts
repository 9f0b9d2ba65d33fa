import { toWireFlag } from '@turnos/contract';
import { ErrorCode } from '@turnos/domain';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch, assertSelfOrAdmin } from '../../auth/policy';
import { lockAccountForChange } from '../../auth/account-guards';
import { AppError, notFound } from '../../http/app-error';
import { addRole, getUserById, removeRole, updateUser } from '../../auth/users.queries';
import {
  deleteProfessionalBranch,
  getProfessionalBranch,
  listActiveStaffOfBranch,
  listStaff,
  listStaffOfProfessional,
  updateProfessionalBranch,
  type StaffRow,
} from './professional-branches.queries';
import { BRANCH_NOT_FOUND, getBranch } from '../branches';

export const PROFESSIONAL_NOT_FOUND = 'El profesional no existe.';

export const toPeluquero = (r: StaffRow) => ({
  id_peluquero: r.professionalId,
  id_peluquero_sucursal: r.professionalBranchId,
  nombre: r.name,
  email: r.email,
  nombre_sucursal: r.branchName,
  id_sucursal: r.branchId,
  funcion: r.jobTitle,
  celular: r.phone,
  activo: toWireFlag(r.active),
  rol_admin: r.roles.includes('peluadmin'),
});

export async function getAllProfessionals(db: Db) {
  return (await listStaff(db)).map(toPeluquero);
}

/** A professional's branches (all of them, active or not) and their own data. */
export async function getBranchesOfProfessional(db: Db, caller: AuthUser, professionalId: number) {
  assertSelfOrAdmin(caller, professionalId);
  const user = await getUserById(db, professionalId);
  const rows = await listStaffOfProfessional(db, professionalId);
  if (!user || (rows.length === 0 && !user.roles.includes('peluquero'))) {
    throw notFound(PROFESSIONAL_NOT_FOUND);
  }
  return {
    sucursales: rows.map((r) => ({
      id_sucursal: r.branchId,
      nombre_sucursal: r.branchName,
      id_peluquero_sucursal: r.professionalBranchId,
      activo: toWireFlag(r.active),
    })),
    peluquero: {
      id_peluquero: user.id,
      nombre: user.name,
      email: user.email,
      celular: user.phone,
      rol_admin: user.roles.includes('peluadmin'),
    },
  };
}

/** By person (id_peluquero) or by professional-branch row (id_peluquero_sucursal). */
export async function getProfessionalData(
  db: Db,
  caller: AuthUser,
  ids: { id_peluquero?: number; id_peluquero_sucursal?: number },
) {
  let professionalId: number;
  let funcion: string | undefined;
  if (ids.id_peluquero_sucursal !== undefined) {
    const row = await assertOwnsProfessionalBranch(db, caller, ids.id_peluquero_sucursal);
    professionalId = row.professionalId;
    funcion = row.jobTitle;
  } else {
    professionalId = ids.id_peluquero ?? 0;
    assertSelfOrAdmin(caller, professionalId);
    funcion = (await listStaffOfProfessional(db, professionalId))[0]?.jobTitle;
  }
  const user = await getUserById(db, professionalId);
  if (!user || funcion === undefined) throw notFound(PROFESSIONAL_NOT_FOUND);
  return { nombre: user.name, celular: user.phone, funcion };
}

/** Name and phone belong to the person; the function to this branch row. */
export async function updateProfessionalData(
  db: Db,
  caller: AuthUser,
  id: number,
  values: { nombre: string; celular: string; funcion: string },
) {
  const row = await assertOwnsProfessionalBranch(db, caller, id);
  await db.transaction(async (tx) => {
    await updateUser(tx, row.professionalId, {
      name: values.nombre,
      displayName: values.nombre,
      phone: values.celular,
    });
    await updateProfessionalBranch(tx, id, { jobTitle: values.funcion });
  });
}

async function loadRow(db: Db, id: number) {
  const row = await getProfessionalBranch(db, id);
  if (!row) throw notFound('El profesional no existe en esa sucursal.');
  return row;
}

export async function removeProfessionalBranch(db: Db, id: number) {
  await loadRow(db, id);
  await deleteProfessionalBranch(db, id);
}

export async function setProfessionalActive(db: Db, id: number, activo: boolean) {
  await loadRow(db, id);
  await updateProfessionalBranch(db, id, { active: activo });
}

/**
 * Grants or removes 'peluadmin' on the person: an admin never demotes themselves (ADR 0013);
 * only the owner touches the owner's role, and nobody removes it (ADR 0016).
 */
export async function setProfessionalAdmin(db: Db, caller: AuthUser, id: number, admin: boolean) {
  const row = await loadRow(db, id);
  if (!admin && row.professionalId === caller.id) {
    throw new AppError(
      ErrorCode.ruleForbids,
      'No puede quitarse a sí mismo el rol de administrador. Pídale a otro administrador que lo haga.',
    );
  }
  await db.transaction(async (tx) => {
    const change = admin ? 'promote' : 'demote';
    const person = await lockAccountForChange(tx, caller, row.professionalId, change);
    if (!person) throw notFound(PROFESSIONAL_NOT_FOUND);
    if (admin) await addRole(tx, row.professionalId, 'peluadmin');
    else await removeRole(tx, row.professionalId, 'peluadmin');
  });
}

/** Public: the active professionals of a branch, for the booking dropdown. */
export async function getActiveProfessionalsOfBranch(db: Db, branchId: number) {
  if (!(await getBranch(db, branchId))) throw notFound(BRANCH_NOT_FOUND);
  const rows = await listActiveStaffOfBranch(db, branchId);
  return rows.map((r) => ({
    id_peluquero_sucursal: r.professionalBranchId,
    nombre: r.name,
    funcion: r.jobTitle,
  }));
}
