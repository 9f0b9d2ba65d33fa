import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

const p = {
  branchId: sql.placeholder('branchId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  professionalId: sql.placeholder('professionalId'),
};

/** Everyone's rows when the professional is null, else only theirs. */
const ofProfessional = (column: PgColumn) =>
  sql`(${p.professionalId}::int is null or ${column} = ${p.professionalId}::int)`;

/**
 * The five statements, built once per database and prepared under a name (PostgreSQL parses and
 * plans them once per connection): the reception screen reads them on every refresh.
 */
function prepare(db: Db) {
  const ofBranch = and(
    eq(professionalBranches.branchId, p.branchId),
    ofProfessional(professionalBranches.professionalId),
  );
  return {
    branch: db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.id, p.branchId))
      .prepare('turnos_branch_agenda_branch'),
    columns: db
      .select({
        id: professionalBranches.id,
        nombre: users.nombre,
        funcion: professionalBranches.funcion,
        activo: professionalBranches.activo,
      })
      .from(professionalBranches)
      .innerJoin(users, eq(users.id, professionalBranches.professionalId))
      .where(ofBranch)
      .orderBy(asc(users.nombre), asc(professionalBranches.id))
      .prepare('turnos_branch_agenda_columns'),
    week: db
      .select({ day: workingDays })
      .from(workingDays)
      .innerJoin(
        professionalBranches,
        eq(professionalBranches.id, workingDays.professionalBranchId),
      )
      .where(ofBranch)
      .prepare('turnos_branch_agenda_week'),
    daysOff: db
      .select({ pbId: nonWorkingDays.professionalBranchId, fecha: nonWorkingDays.fecha })
      .from(nonWorkingDays)
      .innerJoin(
        professionalBranches,
        eq(professionalBranches.id, nonWorkingDays.professionalBranchId),
      )
      .where(and(ofBranch, gte(nonWorkingDays.fecha, p.from), lte(nonWorkingDays.fecha, p.to)))
      .prepare('turnos_branch_agenda_days_off'),
    turnos: selectTurnos(db)
      .where(
        and(
          // by the branch's professional-branches: the (professional-branch, date) index reads
          // only this branch's rows, where the branch column would scan every branch's range
          inArray(
            appointments.professionalBranchId,
            db
              .select({ id: professionalBranches.id })
              .from(professionalBranches)
              .where(eq(professionalBranches.branchId, p.branchId)),
          ),
          gte(appointments.fecha, p.from),
          lte(appointments.fecha, p.to),
          eq(appointments.cancelado, false),
          ofProfessional(appointments.professionalId),
        ),
      )
      .orderBy(asc(appointments.fecha), asc(appointments.horaInicio), asc(appointments.id))
      .prepare('turnos_branch_agenda_turnos'),
  };
}

const preparedFor = new WeakMap<Db, ReturnType<typeof prepare>>();

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
  let q = preparedFor.get(db);
  if (!q) {
    q = prepare(db);
    preparedFor.set(db, q);
  }
  const values = { branchId, from, to, professionalId: professionalId ?? null };
  const [branch, columns, week, daysOff, turnos] = await Promise.all([
    q.branch.execute(values),
    q.columns.execute(values),
    q.week.execute(values),
    q.daysOff.execute(values),
    q.turnos.execute(values),
  ]);
  return { exists: branch.length > 0, columns, week: week.map((w) => w.day), daysOff, turnos };
}
