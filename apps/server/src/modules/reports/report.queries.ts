import { and, asc, between, desc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import {
  appointmentUnits,
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
 * Contract §6.6 `obtener-reporte`: every figure aggregated by the database, per
 * professional-branch (the process only adds up these few rows): the appointments' counts and
 * sums, their occupied units, and the working minutes of the weekly schedules over the period's
 * dates minus non-working dates.
 */
export async function readReport(db: Db, scope: ReportScope, from: string, to: string) {
  const ofPeriod = and(between(a.fecha, from, to), inScope(db, a.professionalBranchId, scope));
  const perPb = db
    .select({
      pbId: a.professionalBranchId,
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
    })
    .from(a)
    .where(ofPeriod)
    .groupBy(a.professionalBranchId);
  const units = db
    .select({ pbId: a.professionalBranchId, units: int(sql`count(*)`) })
    .from(appointmentUnits)
    .innerJoin(a, eq(a.id, appointmentUnits.appointmentId))
    .where(and(ofPeriod, between(appointmentUnits.fecha, from, to), not(a.cancelado)))
    .groupBy(a.professionalBranchId);
  const day = sql`d.day`;
  const worked = db
    .select({
      pbId: workingDays.professionalBranchId,
      minutes: int(
        sql`sum(${span(workingDays.horaInicio1, workingDays.horaFin1)} + case when ${workingDays.segundoTurno} then ${span(workingDays.horaInicio2, workingDays.horaFin2)} else 0 end)`,
      ),
    })
    .from(sql`generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)`)
    .innerJoin(
      workingDays,
      and(
        eq(workingDays.diaSemana, sql`(extract(isodow from ${day})::int - 1)`),
        eq(workingDays.activo, true),
      ),
    )
    .innerJoin(
      professionalBranches,
      and(
        eq(professionalBranches.id, workingDays.professionalBranchId),
        eq(professionalBranches.activo, true),
        professionalBranchesOf(scope),
      ),
    )
    .where(
      sql`not exists (select 1 from ${nonWorkingDays} where ${nonWorkingDays.professionalBranchId} = ${workingDays.professionalBranchId} and ${nonWorkingDays.fecha} = ${day}::date)`,
    )
    .groupBy(workingDays.professionalBranchId);
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
  const ingresos = sql`sum(${a.precio})`;
  const perService = db
    .select({
      id: a.serviceId,
      nombre: services.nombre,
      turnos: int(sql`count(*)`),
      ingresos: money(ingresos),
    })
    .from(a)
    .innerJoin(services, eq(services.id, a.serviceId))
    .where(and(ofPeriod, eq(a.cancelado, false), ne(a.serviceId, BUSY_SERVICE_ID)))
    .groupBy(a.serviceId, services.nombre)
    .orderBy(desc(ingresos), desc(sql`count(*)`), asc(services.nombre));
  const perDay = db
    .select({ fecha: a.fecha, turnos: int(sql`count(*)`), ingresos: money(ingresos) })
    .from(a)
    .where(and(ofPeriod, eq(a.cancelado, false), ne(a.serviceId, BUSY_SERVICE_ID)))
    .groupBy(a.fecha)
    .orderBy(asc(a.fecha));
  const [pb, un, wk, cols, svc, days] = await Promise.all([
    perPb,
    units,
    worked,
    columns,
    perService,
    perDay,
  ]);
  return { perPb: pb, units: un, worked: wk, columns: cols, perService: svc, perDay: days };
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
