import { toWireFlag } from '@turnos/contract';
import { NO_TIME, type WorkingDayInput } from '@turnos/domain';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { notFound } from '../../http/app-error';
import { getProfessionalBranch } from '../professionals';
import { listWorkingDays, upsertWorkingDay, type WorkingDayRow } from './schedules.queries';

export const STAFF_NOT_FOUND = 'El profesional no existe en esa sucursal.';

const toDiaLaborable = (
  professionalBranchId: number,
  d: Omit<WorkingDayRow, 'professionalBranchId'> | null,
  dia: number,
) => ({
  id_dia_laborable: d?.id ?? null,
  id_peluquero_sucursal: professionalBranchId,
  dia_semana: dia,
  activo: toWireFlag(d?.active ?? false),
  hora_inicio1: d?.shift1Start ?? NO_TIME,
  hora_fin1: d?.shift1End ?? NO_TIME,
  segundo_turno: toWireFlag(d?.secondShift ?? false),
  hora_inicio2: d?.shift2Start ?? NO_TIME,
  hora_fin2: d?.shift2End ?? NO_TIME,
});

export async function loadStaffRow(db: Db, id: number) {
  const row = await getProfessionalBranch(db, id);
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return row;
}

/** Always seven rows, Monday (0) to Sunday (6); a weekday never saved reads as inactive. */
export async function getWorkingDays(db: Db, professionalBranchId: number) {
  await loadStaffRow(db, professionalBranchId);
  const rows = await listWorkingDays(db, professionalBranchId);
  return Array.from({ length: 7 }, (_, dia) =>
    toDiaLaborable(professionalBranchId, rows.find((r) => r.diaSemana === dia) ?? null, dia),
  );
}

export async function saveWorkingDay(
  db: Db,
  caller: AuthUser,
  professionalBranchId: number,
  day: WorkingDayInput,
) {
  await assertOwnsProfessionalBranch(db, caller, professionalBranchId);
  const row = await upsertWorkingDay(db, professionalBranchId, day);
  return toDiaLaborable(professionalBranchId, row, row.diaSemana);
}
