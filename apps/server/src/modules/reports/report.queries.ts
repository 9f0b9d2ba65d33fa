import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BUSY_SERVICE_ID, addDays, timeToMinutes, weekdayIndex } from '@turnos/domain';
import {
  appointments,
  branches,
  nonWorkingDays,
  professionalBranches,
  services,
  users,
  workingDays,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { NO_CLOSURES, closedReason, readClosedDates } from '../appointments';
import { inScope, professionalBranchesOf, type ReportScope } from './report-scope';

const a = appointments;
/** A client's appointment (not a busy block) that was not cancelled: one of the `turnos`. */
const booked = sql`not ${a.cancelado} and ${a.serviceId} <> ${BUSY_SERVICE_ID}`;
const money = (value: SQL) => sql<string>`coalesce(${value}, 0)::numeric(16, 2)::text`;
const int = (value: SQL) => sql<number>`(${value})::int`;

/**
 * The working minutes of each professional-branch over the period (contract §6.6): the minutes
 * of its weekly schedule (both shifts) on each date of the period, except its own non-working
 * dates and the dates its branch is closed (ADR 0102: a closure of the branch or studio-wide,
 * or a national holiday while `turnos_cerrar_feriados` is '1' and not marked open) — decided by
 * the slot reader's own `closedReason` over `readClosedDates`, one rule for what books and what
 * is counted as workable. Only active professional-branches have workable time. A few rows per
 * professional-branch are read (7 weekdays, the period's dates off, its branch's closures); the
 * dates (≤ 366) are walked here.
 */
async function workedMinutes(db: Db, scope: ReportScope, from: string, to: string) {
  const days = await db
    .select({
      pbId: workingDays.professionalBranchId,
      branchId: professionalBranches.branchId,
      diaSemana: workingDays.diaSemana,
      shift1Start: workingDays.shift1Start,
      shift1End: workingDays.shift1End,
      secondShift: workingDays.secondShift,
      shift2Start: workingDays.shift2Start,
      shift2End: workingDays.shift2End,
    })
    .from(workingDays)
    .innerJoin(
      professionalBranches,
      and(
        eq(professionalBranches.id, workingDays.professionalBranchId),
        eq(professionalBranches.active, true),
        professionalBranchesOf(scope),
      ),
    )
    .where(eq(workingDays.active, true));
  if (days.length === 0) return [];
  const pbIds = [...new Set(days.map((d) => d.pbId))];
  const branchIds = [...new Set(days.map((d) => d.branchId))];
  const [off, closed] = await Promise.all([
    db
      .select({ pbId: nonWorkingDays.professionalBranchId, fecha: nonWorkingDays.fecha })
      .from(nonWorkingDays)
      .where(
        and(
          inArray(nonWorkingDays.professionalBranchId, pbIds),
          between(nonWorkingDays.fecha, from, to),
        ),
      ),
    Promise.all(branchIds.map((id) => readClosedDates(db, id, { from, to }))),
  ]);
  const closedAt = new Map(branchIds.map((id, i) => [id, closed[i] ?? NO_CLOSURES]));
  const offOf = new Map<number, Set<string>>();
  for (const o of off) offOf.set(o.pbId, (offOf.get(o.pbId) ?? new Set()).add(o.fecha));
  const schedule = new Map<number, { branchId: number; minutes: Map<number, number> }>();
  for (const d of days) {
    const row = schedule.get(d.pbId) ?? { branchId: d.branchId, minutes: new Map() };
    const first = span(d.shift1Start, d.shift1End);
    row.minutes.set(d.diaSemana, first + (d.secondShift ? span(d.shift2Start, d.shift2End) : 0));
    schedule.set(d.pbId, row);
  }
  return [...schedule].map(([pbId, { branchId, minutes }]) => {
    const closedDates = closedAt.get(branchId) ?? NO_CLOSURES;
    const ownOff = offOf.get(pbId);
    let total = 0;
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const day = minutes.get(weekdayIndex(d));
      if (day === undefined || ownOff?.has(d)) continue;
      if (closedReason(closedDates, d) !== undefined) continue;
      total += day;
    }
    return { pbId, minutes: total };
  });
}

/** A shift's minutes ('HH:MM' to 'HH:MM'), 0 when it ends before it starts. */
const span = (start: string, end: string) => Math.max(timeToMinutes(end) - timeToMinutes(start), 0);

/**
 * Contract §6.6 `obtener-reporte`: every figure aggregated by the database, per
 * professional-branch (the process only adds up these few rows): the appointments' counts, sums
 * and occupied units per professional-branch and service (one scan of the period, then rolled
 * up per professional-branch and per service), the turnos and income per date (a second, lighter
 * scan), and the working minutes of the weekly schedules over the period minus non-working and
 * closed dates.
 * Two plain aggregates rather than one `grouping sets` scan: PostgreSQL runs a plain aggregate
 * with parallel workers and the two statements at once, a `grouping sets` one in a single process
 * (docs/performance.md § Reports, ADR 0076).
 */
export async function readReport(db: Db, scope: ReportScope, from: string, to: string) {
  const ofPeriod = and(between(a.fecha, from, to), inScope(db, a.professionalBranchId, scope));
  const fine = db
    .select({
      pbId: a.professionalBranchId,
      serviceId: a.serviceId,
      turnos: sql<number>`count(*) filter (where ${booked})`.as('turnos'),
      cancelados:
        sql<number>`count(*) filter (where ${a.cancelado} and ${a.serviceId} <> ${BUSY_SERVICE_ID})`.as(
          'cancelados',
        ),
      asistidos: sql<number>`count(*) filter (where ${booked} and ${a.attendance} = 'asistio')`.as(
        'asistidos',
      ),
      noAsistidos:
        sql<number>`count(*) filter (where ${booked} and ${a.attendance} = 'no_asistio')`.as(
          'no_asistidos',
        ),
      ingresos: sql<string>`sum(${a.price}) filter (where ${booked})`.as('ingresos'),
      senas:
        sql<string>`sum(${a.montoReserva}) filter (where ${a.reservaPaga} and ${a.serviceId} <> ${BUSY_SERVICE_ID})`.as(
          'senas',
        ),
      // occupied units (busy blocks included): each appointment keeps its unit rows' count
      // (ADR 0076), so no join of appointment_units
      units: sql<number>`sum(${a.unitCount}) filter (where not ${a.cancelado})`.as('units'),
    })
    .from(a)
    .where(ofPeriod)
    .groupBy(a.professionalBranchId, a.serviceId)
    .as('fine');
  const grouped = db
    .select({
      pbId: fine.pbId,
      serviceId: fine.serviceId,
      byPb: int(sql`grouping(${fine.pbId})`),
      byService: int(sql`grouping(${fine.serviceId})`),
      turnos: int(sql`sum(${fine.turnos})`),
      cancelados: int(sql`sum(${fine.cancelados})`),
      asistidos: int(sql`sum(${fine.asistidos})`),
      noAsistidos: int(sql`sum(${fine.noAsistidos})`),
      ingresos: money(sql`sum(${fine.ingresos})`),
      senas: money(sql`sum(${fine.senas})`),
      units: int(sql`coalesce(sum(${fine.units}), 0)`),
    })
    .from(fine)
    .groupBy(sql`grouping sets ((${fine.pbId}), (${fine.serviceId}))`);
  const daily = db
    .select({
      fecha: a.fecha,
      turnos: int(sql`count(*) filter (where ${booked})`),
      ingresos: money(sql`sum(${a.price}) filter (where ${booked})`),
    })
    .from(a)
    .where(ofPeriod)
    .groupBy(a.fecha);
  const columns = db
    .select({
      id: professionalBranches.id,
      name: users.name,
      active: professionalBranches.active,
    })
    .from(professionalBranches)
    .innerJoin(users, eq(users.id, professionalBranches.professionalId))
    .where(professionalBranchesOf(scope))
    .orderBy(asc(users.name), asc(professionalBranches.id));
  const [rows, perDay, wk, cols, names] = await Promise.all([
    grouped,
    daily,
    workedMinutes(db, scope, from, to),
    columns,
    db.select({ id: services.id, name: services.name }).from(services),
  ]);
  // grouping() is 0 for the column a row is grouped by
  const perPb = rows.filter((r) => r.byPb === 0);
  const serviceName = new Map(names.map((n) => [n.id, n.name]));
  const perService = rows
    .filter((r) => r.byService === 0 && r.turnos > 0)
    .map((r) => ({
      id: r.serviceId,
      nombre: serviceName.get(r.serviceId) ?? '',
      turnos: r.turnos,
      ingresos: r.ingresos,
    }))
    .sort(
      (x, y) =>
        Number(y.ingresos) - Number(x.ingresos) ||
        y.turnos - x.turnos ||
        x.nombre.localeCompare(y.nombre, 'es'),
    );
  return { perPb, worked: wk, columns: cols, perService, perDay };
}

export async function branchExists(db: Db, id: number) {
  const rows = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return rows.length > 0;
}

/** How many of a professional's rows are at a branch. */
export async function ownRowsAtBranch(db: Db, professionalId: number, branchId: number) {
  const rows = await db
    .select({ id: professionalBranches.id })
    .from(professionalBranches)
    .where(
      and(
        eq(professionalBranches.professionalId, professionalId),
        eq(professionalBranches.branchId, branchId),
      ),
    );
  return rows.length;
}
