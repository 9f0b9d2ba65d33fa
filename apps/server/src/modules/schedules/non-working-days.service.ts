import { scheduleMsg } from '@turnos/domain';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { mapUniqueViolation } from '../../db/errors';
import { invalid, notFound } from '../../http/app-error';
import {
  deleteNonWorkingDay,
  insertNonWorkingDay,
  listNonWorkingDays,
  type NonWorkingDayRow,
} from './schedules.queries';
import { loadStaffRow } from './working-days.service';

const toDiaNoLaborable = (d: NonWorkingDayRow) => ({
  id_dia_no_laborable: d.id,
  id_peluquero_sucursal: d.professionalBranchId,
  fecha: d.fecha,
  razon: d.razon,
});

/** Newest first. */
export async function getNonWorkingDays(db: Db, professionalBranchId: number) {
  await loadStaffRow(db, professionalBranchId);
  return (await listNonWorkingDays(db, professionalBranchId)).map(toDiaNoLaborable);
}

/** The unique index decides duplicates, so two requests racing for one date get one row. */
export async function addNonWorkingDay(
  db: Db,
  caller: AuthUser,
  professionalBranchId: number,
  day: { fecha: string; razon: string },
) {
  await assertOwnsProfessionalBranch(db, caller, professionalBranchId);
  const row = await mapUniqueViolation(
    () => insertNonWorkingDay(db, { professionalBranchId, ...day }),
    () => invalid(scheduleMsg.duplicateDate),
  );
  return row.id;
}

export async function removeNonWorkingDay(
  db: Db,
  caller: AuthUser,
  professionalBranchId: number,
  id: number,
) {
  const row = await assertOwnsProfessionalBranch(db, caller, professionalBranchId);
  const fecha = await deleteNonWorkingDay(db, professionalBranchId, id);
  if (fecha === undefined) throw notFound('La fecha no existe en la lista.');
  return { professionalId: row.professionalId, fecha };
}
