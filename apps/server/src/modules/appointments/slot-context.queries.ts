import { and, eq, ne, sql } from 'drizzle-orm';
import {
  appointmentUnits,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
  services,
  workingDays,
} from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * Everything availability needs in one round trip: the professional-branch row, the weekday's
 * hours, whether the date is off, the service link and its service, and the person's taken
 * units that day (an appointment being moved left out).
 */
export async function getSlotContext(
  db: Db,
  req: {
    professionalBranchId: number;
    professionalServiceId: number;
    fecha: string;
    weekday: number;
    exceptAppointmentId?: number;
  },
) {
  const except = req.exceptAppointmentId
    ? sql`and ${appointmentUnits.appointmentId} <> ${req.exceptAppointmentId}`
    : sql``;
  const [row] = await db
    .select({
      pb: professionalBranches,
      day: workingDays,
      offId: nonWorkingDays.id,
      link: professionalServices,
      service: services,
      taken: sql<
        number[] | null
      >`(select array_agg(${appointmentUnits.unidad}) from ${appointmentUnits}
        where ${appointmentUnits.professionalId} = ${professionalBranches.professionalId}
        and ${appointmentUnits.fecha} = ${req.fecha} ${except})`,
    })
    .from(professionalBranches)
    .leftJoin(
      workingDays,
      and(
        eq(workingDays.professionalBranchId, professionalBranches.id),
        eq(workingDays.diaSemana, req.weekday),
      ),
    )
    .leftJoin(
      nonWorkingDays,
      and(
        eq(nonWorkingDays.professionalBranchId, professionalBranches.id),
        eq(nonWorkingDays.fecha, req.fecha),
      ),
    )
    .leftJoin(
      professionalServices,
      and(
        eq(professionalServices.id, req.professionalServiceId),
        eq(professionalServices.professionalBranchId, professionalBranches.id),
      ),
    )
    .leftJoin(services, and(eq(services.id, professionalServices.serviceId), ne(services.id, 1)))
    .where(eq(professionalBranches.id, req.professionalBranchId));
  if (!row) return undefined;
  return {
    pb: row.pb,
    day: row.day ?? undefined,
    nonWorking: row.offId !== null,
    link: row.link ?? undefined,
    service: row.service ?? undefined,
    taken: new Set((row.taken ?? []).map(Number)),
  };
}
