import { and, asc, between, eq, ne, sql } from 'drizzle-orm';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { appointments, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { inScope, type ReportScope } from './report-scope';

const a = appointments;

export type ExportRow = Awaited<ReturnType<typeof appointmentsPage>>[number];

/**
 * One keyset page of a period's appointments (cancelled included, busy blocks not) by date, time
 * and id, after the last row of the previous page.
 */
export function appointmentsPage(
  db: Db,
  scope: ReportScope,
  from: string,
  to: string,
  after: { fecha: string; horaInicio: string; id: number } | undefined,
  size: number,
) {
  return db
    .select({
      id: a.id,
      fecha: a.fecha,
      horaInicio: a.horaInicio,
      horaFin: a.horaFin,
      branchName: a.branchName,
      professionalName: a.professionalName,
      serviceName: a.serviceName,
      clientName: users.name,
      email: users.email,
      phone: users.phone,
      price: a.price,
      montoReserva: a.montoReserva,
      reservaPaga: a.reservaPaga,
      attendance: a.attendance,
      cancelado: a.cancelado,
      canceladoPor: a.canceladoPor,
      overbooking: a.overbooking,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.clientId))
    .where(
      and(
        between(a.fecha, from, to),
        inScope(db, a.professionalBranchId, scope),
        ne(a.serviceId, BUSY_SERVICE_ID),
        after &&
          sql`(${a.fecha}, ${a.horaInicio}, ${a.id}) > (${after.fecha}::date, ${after.horaInicio}, ${after.id})`,
      ),
    )
    .orderBy(asc(a.fecha), asc(a.horaInicio), asc(a.id))
    .limit(size);
}
