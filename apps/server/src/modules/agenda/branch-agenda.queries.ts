import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  appointments,
  branches,
  nonWorkingDays,
  professionalBranches,
  users,
  workingDays,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { selectTurnos } from '../appointments';

/**
 * What a branch's agenda over a range reads, all at once (one round of five statements, whatever
 * the number of professionals): the branch, its professionals, their weekly schedules, their
 * non-working dates and the appointments of the range. `professionalId` limits everything to one
 * person's rows (a professional's own column).
 */
export async function readBranchAgenda(
  db: Db,
  branchId: number,
  from: string,
  to: string,
  professionalId: number | undefined,
) {
  const own =
    professionalId === undefined ? [] : [eq(professionalBranches.professionalId, professionalId)];
  const ofBranch = and(eq(professionalBranches.branchId, branchId), ...own);
  const [branch, columns, week, daysOff, turnos] = await Promise.all([
    db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId)),
    db
      .select({
        id: professionalBranches.id,
        nombre: users.nombre,
        funcion: professionalBranches.funcion,
        activo: professionalBranches.activo,
      })
      .from(professionalBranches)
      .innerJoin(users, eq(users.id, professionalBranches.professionalId))
      .where(ofBranch)
      .orderBy(asc(users.nombre), asc(professionalBranches.id)),
    db
      .select({ day: workingDays })
      .from(workingDays)
      .innerJoin(
        professionalBranches,
        eq(professionalBranches.id, workingDays.professionalBranchId),
      )
      .where(ofBranch),
    db
      .select({ pbId: nonWorkingDays.professionalBranchId, fecha: nonWorkingDays.fecha })
      .from(nonWorkingDays)
      .innerJoin(
        professionalBranches,
        eq(professionalBranches.id, nonWorkingDays.professionalBranchId),
      )
      .where(and(ofBranch, gte(nonWorkingDays.fecha, from), lte(nonWorkingDays.fecha, to))),
    selectTurnos(db)
      .where(
        and(
          // by the branch's professional-branches: the (professional-branch, date) index reads
          // only this branch's rows, where the branch column would scan every branch's range
          inArray(
            appointments.professionalBranchId,
            db
              .select({ id: professionalBranches.id })
              .from(professionalBranches)
              .where(eq(professionalBranches.branchId, branchId)),
          ),
          gte(appointments.fecha, from),
          lte(appointments.fecha, to),
          eq(appointments.cancelado, false),
          ...(professionalId === undefined
            ? []
            : [eq(appointments.professionalId, professionalId)]),
        ),
      )
      .orderBy(asc(appointments.fecha), asc(appointments.horaInicio), asc(appointments.id)),
  ]);
  return { exists: branch.length > 0, columns, week: week.map((w) => w.day), daysOff, turnos };
}
