import type { CreateProfessionalInput } from '@turnos/contract';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../../auth/passwords';
import { invalid, notFound } from '../../http/app-error';
import { getBranch, BRANCH_NOT_FOUND } from '../branches';
import { addRole, getUserByEmail, insertUser } from '../../auth/users.queries';
import {
  findLink,
  insertDefaultWorkingDays,
  insertProfessionalBranch,
} from './professional-branches.queries';

export const CLIENT_EMAIL_TAKEN = 'Ya existe una cuenta registrada con este email.';
export const ALREADY_AT_BRANCH = 'El profesional ya está asignado a esa sucursal.';

/**
 * A new professional at a branch, in one transaction: the person (role peluquero, validated,
 * not blocked) unless the e-mail is already a professional's or an admin's, the branch row and
 * its seven inactive weekdays (ADR 0014).
 */
export async function createProfessional(db: Db, input: CreateProfessionalInput) {
  if (!(await getBranch(db, input.sucursal_id))) throw notFound(BRANCH_NOT_FOUND);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      let user = await getUserByEmail(tx, input.email);
      if (user && !user.roles.some((r) => r === 'peluquero' || r === 'peluadmin')) {
        throw invalid(CLIENT_EMAIL_TAKEN);
      }
      if (user) {
        if (await findLink(tx, user.id, input.sucursal_id)) throw invalid(ALREADY_AT_BRANCH);
        await addRole(tx, user.id, 'peluquero');
      } else {
        user = await insertUser(tx, {
          email: input.email,
          passwordHash,
          name: input.nombre,
          displayName: input.nombre,
          phone: input.celular,
          roles: ['peluquero'],
          validated: true,
          blocked: false,
          firstTime: true,
        });
      }
      const link = await insertProfessionalBranch(tx, {
        professionalId: user.id,
        branchId: input.sucursal_id,
        jobTitle: input.funcion,
      });
      await insertDefaultWorkingDays(tx, link.id);
      return { id_peluquero: user.id, id_peluquero_sucursal: link.id };
    });
  } catch (err) {
    // a concurrent request took the e-mail or made the same link first
    if (isUniqueViolation(err, 'users_email_unique')) throw invalid(CLIENT_EMAIL_TAKEN);
    if (isUniqueViolation(err)) throw invalid(ALREADY_AT_BRANCH);
    throw err;
  }
}
