import { toWireFlag } from '@turnos/contract';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch, ownsProfessionalBranch } from '../../auth/policy';
import { mapUniqueViolation } from '../../db/errors';
import { invalid, notFound } from '../../http/app-error';
import { getService, SERVICE_NOT_FOUND } from '../services';
import { getProfessionalBranch } from './professional-branches.queries';
import {
  deleteLinkAndAppointments,
  getLink,
  insertLink,
  listLinkedServices,
  setLinkActive,
} from './professional-services.queries';

const LINK_NOT_FOUND = 'El servicio no está asociado a este profesional.';

/** Public callers see the active links; the owner professional and admins see them all. */
export async function getLinkedServices(
  db: Db,
  caller: AuthUser | null,
  professionalBranchId: number,
) {
  const row = await getProfessionalBranch(db, professionalBranchId);
  if (!row) throw notFound('El profesional no existe en esa sucursal.');
  const rows = await listLinkedServices(
    db,
    professionalBranchId,
    !ownsProfessionalBranch(caller, row),
  );
  return rows.map(({ id, active, service: s }) => ({
    id_servicio_de_peluquero_por_sucursal: id,
    id_servicio: s.id,
    nombre: s.name,
    descripcion: s.description,
    duracion: s.duracion,
    precio: s.price,
    ocupacion: s.pattern,
    activo: toWireFlag(active),
  }));
}

export async function linkService(
  db: Db,
  caller: AuthUser,
  professionalBranchId: number,
  serviceId: number,
) {
  await assertOwnsProfessionalBranch(db, caller, professionalBranchId);
  // service 1 ('Ocupado') is not in the catalog, so it cannot be linked either
  if (!(await getService(db, serviceId))) throw notFound(SERVICE_NOT_FOUND);
  const link = await mapUniqueViolation(
    () => insertLink(db, professionalBranchId, serviceId),
    () => invalid('El servicio ya está asociado a este profesional.'),
  );
  return link.id;
}

/** The link must belong to the professional-branch row named (which the caller must own). */
async function ownedLink(db: Db, caller: AuthUser, professionalBranchId: number, linkId: number) {
  await assertOwnsProfessionalBranch(db, caller, professionalBranchId);
  const link = await getLink(db, linkId);
  if (!link || link.professionalBranchId !== professionalBranchId) throw notFound(LINK_NOT_FOUND);
  return link;
}

export async function unlinkService(
  db: Db,
  caller: AuthUser,
  professionalBranchId: number,
  linkId: number,
) {
  const link = await ownedLink(db, caller, professionalBranchId, linkId);
  await db.transaction((tx) => deleteLinkAndAppointments(tx, link));
}

export async function setLinkedServiceActive(
  db: Db,
  caller: AuthUser,
  professionalBranchId: number,
  linkId: number,
  activo: boolean,
) {
  await ownedLink(db, caller, professionalBranchId, linkId);
  await setLinkActive(db, linkId, activo);
}
