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
 * and occupied units (one scan of the period, grouped three ways: by professional-branch, by
 * service, by date), and the working minutes of the weekly schedules over the period minus
 * non-working dates.
 */
export async function readReport(db: Db, scope: ReportScope, from: string, to: string) {
  const ofPeriod = and(between(a.fecha, from, to), inScope(db, a.professionalBranchId, scope));
  const grouped = db
    .select({
      pbId: a.professionalBranchId,
      serviceId: a.serviceId,
      fecha: a.fecha,
      byPb: int(sql`grouping(${a.professionalBranchId})`),
      byService: int(sql`grouping(${a.serviceId})`),
      turnos: int(sql`count(*) filter (where ${booked})`),
      cancelados: int(
        sql`count(*) filter (where ${a.cancelado} and ${a.serviceId} <> ${BUSY_SERVICE_ID})`,
      ),
      asistidos: int(sql`count(*) filter (where ${booked} and ${a.asistencia} = 'asistio')`),
      noAsistidos: int(sql`count(*) filter (where ${booked} and ${a.asistencia} = 'no_asistio')`),
      ingresos: money(sql`sum(${a.precio}) filter (where ${booked})`),
      senas: money(
        sql`sum(${a.montoReserva}) filter (where ${a.reservaPaga} and ${a.serviceId} <> ${BUSY_SERVICE_ID})`,
      ),
      // occupied units (busy blocks included): each appointment keeps its unit rows' count
      // (ADR 0076), so no join of appointment_units
      units: int(sql`coalesce(sum(${a.unidades}) filter (where not ${a.cancelado}), 0)`),
    })
    .from(a)
    .where(ofPeriod)
    .groupBy(sql`grouping sets ((${a.professionalBranchId}), (${a.serviceId}), (${a.fecha}))`);
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
  const [rows, wk, cols, names] = await Promise.all([
    grouped,
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
  const perDay = rows
    .filter((r) => r.byPb === 1 && r.byService === 1)
    .map((r) => ({ fecha: r.fecha, turnos: r.turnos, ingresos: r.ingresos }));
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
