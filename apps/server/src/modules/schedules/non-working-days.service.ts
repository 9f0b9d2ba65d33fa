import { scheduleMsg, studioNow } from '@turnos/domain';
import type { AccionCierre } from '@turnos/contract';
import type { Db } from '../../db/types';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { mapUniqueViolation } from '../../db/errors';
import { invalid, notFound } from '../../http/app-error';
import {
  actOnDayOff,
  announceFreedStarts,
  dayOffTurnos,
  lockDayOffAppointments,
} from '../appointments';
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
  razon: d.reason,
});

/** Newest first. */
export async function getNonWorkingDays(db: Db, professionalBranchId: number) {
  await loadStaffRow(db, professionalBranchId);
  return (await listNonWorkingDays(db, professionalBranchId)).map(toDiaNoLaborable);
}

export const PAST_DATE = 'La fecha no puede ser anterior a hoy.';

/**
 * Contract §4.4 (ADR 0089): today or later (the studio's today, by the injected clock), the
 * unique index deciding duplicates (two requests racing for one date get one row); in the same
 * transaction, the date's affected appointments are listed and `accion` applied to them — so a
 * refused date changes nothing and tells no one. A cancelled appointment's units are freed; the
 * waitlist hears of any start that frees up for that person (at another branch of theirs, or a
 * visit's other professional) after the commit.
 */
export async function addNonWorkingDay(
  deps: AppDeps,
  caller: AuthUser,
  professionalBranchId: number,
  day: { fecha: string; razon: string; accion: AccionCierre },
) {
  const pb = await assertOwnsProfessionalBranch(deps.db, caller, professionalBranchId);
  const now = deps.clock();
  if (day.fecha < studioNow(now).date) throw invalid(PAST_DATE);
  const { id, turnos, freed } = await deps.db.transaction(async (tx) => {
    const row = await mapUniqueViolation(
      () => insertNonWorkingDay(tx, { professionalBranchId, fecha: day.fecha, reason: day.razon }),
      () => invalid(scheduleMsg.duplicateDate),
    );
    const affected = await lockDayOffAppointments(tx, professionalBranchId, day.fecha, now);
    const freedUnits = await actOnDayOff(tx, affected, day.accion, {
      canceladoPor: pb.professionalId === caller.id ? 'profesional' : 'admin',
      motivo: day.razon,
      now,
      log: deps.log,
    });
    return { id: row.id, turnos: await dayOffTurnos(tx, affected), freed: freedUnits };
  });
  for (const f of freed) await announceFreedStarts(deps, f.professionalId, f.fecha);
  return { id_dia_no_laborable: id, turnos_afectados: turnos };
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
