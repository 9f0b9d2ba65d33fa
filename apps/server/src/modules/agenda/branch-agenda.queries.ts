import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  branches,
  nonWorkingDays,
  professionalBranches,
  users,
  workingDays,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { TURNO_COLUMNS, turnoFromRow, type TurnoRow } from '../appointments';
import { hotStatement } from '../../db/hot-statement';

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
 * The range's appointments (not cancelled, busy blocks included) as wire rows (appointment-sql.ts).
 * Read through the branch's professional-branches: the (professional-branch, date) index reads
 * only this branch's rows, where the branch column would scan every branch's range.
 */
const turnosOfBranch = hotStatement<TurnoRow>(
  'turnos_branch_agenda_turnos',
  `select ${TURNO_COLUMNS}
from appointments a join users u on u.id = a.client_id
where a.professional_branch_id in (select id from professional_branches where branch_id = $1)
  and a.fecha >= $2::date and a.fecha <= $3::date and not a.cancelado
  and ($4::int is null or a.professional_id = $4::int)
order by a.fecha, a.hora_inicio, a.id`,
);

/**
 * The other four statements, built once per database and prepared under a name (PostgreSQL parses and
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
        name: users.name,
        jobTitle: professionalBranches.jobTitle,
        active: professionalBranches.active,
      })
      .from(professionalBranches)
      .innerJoin(users, eq(users.id, professionalBranches.professionalId))
      .where(ofBranch)
      .orderBy(asc(users.name), asc(professionalBranches.id))
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
    turnosOfBranch(db, [branchId, from, to, values.professionalId]),
  ]);
  return {
    exists: branch.length > 0,
    columns,
    week: week.map((w) => w.day),
    daysOff,
    turnos: turnos.map(turnoFromRow),
  };
}
