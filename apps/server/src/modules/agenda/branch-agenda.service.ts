import { BRANCH_AGENDA_MAX_DAYS } from '@turnos/contract';
import { addDays, minutesToTime, shiftsOf, weekdayIndex } from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { assertSeesBranch, onlyOwnRows } from '../../auth/policy';
import { invalid, notFound } from '../../http/app-error';
import { closedReason, readClosedDates, workingDayTimes } from '../appointments';
import { readBranchAgenda } from './branch-agenda.queries';

type WorkingDayRow = Awaited<ReturnType<typeof readBranchAgenda>>['week'][number];

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** A weekday's hours as the slot engine reads them (`shiftsOf`), on the wire. */
export function horarioOf(day: WorkingDayRow | undefined) {
  const shifts = shiftsOf(day && workingDayTimes(day));
  return shifts.map((s) => ({ desde: minutesToTime(s.start), hasta: minutesToTime(s.end) }));
}

/**
 * Contract §6.1 `obtener-agenda-sucursal`: each professional of the branch with their hours per
 * date (weekly schedule with its second shift, non-working dates empty), and the range's
 * appointments (not cancelled, busy blocks included). A professional without the admin role gets
 * only their own column. An inactive professional's column appears to an admin only when they
 * still have appointments in the range, so every appointment has its column.
 */
export async function branchAgenda(
  deps: AppDeps,
  caller: AuthUser,
  branchId: number,
  from: string,
  to: string = from,
) {
  if (to < from) throw invalid('La fecha de inicio debe ser anterior a la fecha de fin.');
  if (to > addDays(from, BRANCH_AGENDA_MAX_DAYS - 1)) {
    throw invalid(`El período no puede superar los ${BRANCH_AGENDA_MAX_DAYS} días.`);
  }
  const only = onlyOwnRows(caller);
  const read = await readBranchAgenda(deps.db, branchId, from, to, only);
  if (!read.exists) throw notFound('La sucursal no existe.');
  assertSeesBranch(caller, read.columns.length);

  const dates = datesBetween(from, to);
  const booked = new Set(read.turnos.map((t) => t.id_peluquero_sucursal));
  const schedule = new Map(read.week.map((d) => [`${d.professionalBranchId}/${d.diaSemana}`, d]));
  const off = new Set(read.daysOff.map((d) => `${d.pbId}/${d.fecha}`));
  // the branch's closed dates are non-working dates of every column (contract §7.6, ADR 0102)
  const closed = await readClosedDates(deps.db, branchId, { from, to });
  const profesionales = read.columns
    .filter((c) => c.active || only !== undefined || booked.has(c.id))
    .map((c) => ({
      id_peluquero_sucursal: c.id,
      nombre: c.name,
      funcion: c.jobTitle,
      dias: dates.map((fecha) => ({
        fecha,
        horario:
          off.has(`${c.id}/${fecha}`) || closedReason(closed, fecha) !== undefined
            ? []
            : horarioOf(schedule.get(`${c.id}/${weekdayIndex(fecha)}`)),
      })),
    }));
  return { profesionales, turnos: read.turnos };
}
