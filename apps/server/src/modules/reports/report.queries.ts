import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BUSY_SERVICE_ID } from '@turnos/domain';
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
import { inScope, professionalBranchesOf, type ReportScope } from './report-scope';

const a = appointments;
/** A client's appointment (not a busy block) that was not cancelled: one of the `turnos`. */
const booked = sql`not ${a.cancelado} and ${a.serviceId} <> ${BUSY_SERVICE_ID}`;
const money = (value: SQL) => sql<string>`coalesce(${value}, 0)::numeric(16, 2)::text`;
const int = (value: SQL) => sql<number>`(${value})::int`;

/** 'HH:MM' → minutes since midnight, in SQL. */
const minutesOf = (column: PgColumn) =>
  sql`(split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int)`;

const span = (from: PgColumn, to: PgColumn) =>
  sql`greatest(${minutesOf(to)} - ${minutesOf(from)}, 0)`;

/**
 * The working minutes of each professional-branch over the period: each weekday's hours (both
 * shifts) times how many times that weekday falls in the period, minus the hours of the weekdays
 * of its non-working dates in the period. Only active professional-branches have workable time.
 */
function workedMinutes(db: Db, scope: ReportScope, from: string, to: string) {
  const dayMinutes = sql`(${span(workingDays.horaInicio1, workingDays.horaFin1)} + case when ${workingDays.segundoTurno} then ${span(workingDays.horaInicio2, workingDays.horaFin2)} else 0 end)`;
  const weekdays = sql`(select (extract(isodow from d)::int - 1) as dia, count(*)::int as veces from generate_series(${from}::date, ${to}::date, interval '1 day') as d group by 1)`;
  const off = sql`(select ${nonWorkingDays.professionalBranchId} as pb, (extract(isodow from ${nonWorkingDays.fecha})::int - 1) as dia, count(*)::int as veces from ${nonWorkingDays} where ${nonWorkingDays.fecha} between ${from}::date and ${to}::date group by 1, 2)`;
  return db
    .select({
      pbId: workingDays.professionalBranchId,
      minutes: int(sql`sum(${dayMinutes} * (coalesce(w.veces, 0) - coalesce(o.veces, 0)))`),
    })
    .from(workingDays)
    .innerJoin(
      professionalBranches,
      and(
        eq(professionalBranches.id, workingDays.professionalBranchId),
        eq(professionalBranches.activo, true),
        professionalBranchesOf(scope),
      ),
    )
    .innerJoin(sql`${weekdays} as w`, sql`w.dia = ${workingDays.diaSemana}`)
    .leftJoin(
      sql`${off} as o`,
      sql`o.pb = ${workingDays.professionalBranchId} and o.dia = ${workingDays.diaSemana}`,
    )
    .where(eq(workingDays.activo, true))
    .groupBy(workingDays.professionalBranchId);
}

/**
 * Contract §6.6 `obtener-reporte`: every figure aggregated by the database, per
 * professional-branch (the process only adds up these few rows): the appointments' counts, sums
 * and occupied units per professional-branch and service (one scan of the period, then rolled
 * up per professional-branch and per service), the turnos and income per date (a second, lighter
 * scan), and the working minutes of the weekly schedules over the period minus non-working dates.
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
      asistidos: sql<number>`count(*) filter (where ${booked} and ${a.asistencia} = 'asistio')`.as(
        'asistidos',
      ),
      noAsistidos:
        sql<number>`count(*) filter (where ${booked} and ${a.asistencia} = 'no_asistio')`.as(
          'no_asistidos',
        ),
      ingresos: sql<string>`sum(${a.precio}) filter (where ${booked})`.as('ingresos'),
      senas:
        sql<string>`sum(${a.montoReserva}) filter (where ${a.reservaPaga} and ${a.serviceId} <> ${BUSY_SERVICE_ID})`.as(
          'senas',
        ),
      // occupied units (busy blocks included): each appointment keeps its unit rows' count
      // (ADR 0076), so no join of appointment_units
      units: sql<number>`sum(${a.unidades}) filter (where not ${a.cancelado})`.as('units'),
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
      ingresos: money(sql`sum(${a.precio}) filter (where ${booked})`),
    })
    .from(a)
    .where(ofPeriod)
    .groupBy(a.fecha);
  const columns = db
    .select({
      id: professionalBranches.id,
      nombre: users.nombre,
      activo: professionalBranches.activo,
    })
    .from(professionalBranches)
    .innerJoin(users, eq(users.id, professionalBranches.professionalId))
    .where(professionalBranchesOf(scope))
    .orderBy(asc(users.nombre), asc(professionalBranches.id));
  const [rows, perDay, wk, cols, names] = await Promise.all([
    grouped,
    daily,
    workedMinutes(db, scope, from, to),
    columns,
    db.select({ id: services.id, nombre: services.nombre }).from(services),
  ]);
  // grouping() is 0 for the column a row is grouped by
  const perPb = rows.filter((r) => r.byPb === 0);
  const serviceName = new Map(names.map((n) => [n.id, n.nombre]));
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
