import { and, eq, ne, sql } from 'drizzle-orm';
import {
  agendaGeneration,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
  services,
  workingDays,
} from '../../db/schema';
import type { Db } from '../../db/types';

/** The committed agenda-configuration generation (see db/schema/agenda-generation.ts). */
export async function getAgendaGeneration(db: Db): Promise<string> {
  const [row] = await db
    .select({ generation: sql<string>`${agendaGeneration.generation}::text` })
    .from(agendaGeneration)
    .where(eq(agendaGeneration.id, 1));
  return row?.generation ?? '0';
}

/**
 * A professional-branch's whole agenda configuration: the row (with its deposit and reschedule
 * rules), its weekdays, days off, and service links with their services.
 */
export async function getAgendaConfigRows(db: Db, professionalBranchId: number) {
  const [pbRows, days, daysOff, links] = await Promise.all([
    db
      .select({
        id: professionalBranches.id,
        professionalId: professionalBranches.professionalId,
        branchId: professionalBranches.branchId,
        active: professionalBranches.active,
        gridStep: professionalBranches.gridStep,
        agendaOpenDays: professionalBranches.agendaOpenDays,
        depositType: professionalBranches.depositType,
        depositValue: professionalBranches.depositValue,
        expiryHours: professionalBranches.expiryHours,
        rescheduleHours: professionalBranches.rescheduleHours,
        minNoticeHours: professionalBranches.minNoticeHours,
        cancelHours: professionalBranches.cancelHours,
      })
      .from(professionalBranches)
      .where(eq(professionalBranches.id, professionalBranchId)),
    db
      .select({
        diaSemana: workingDays.diaSemana,
        active: workingDays.active,
        shift1Start: workingDays.shift1Start,
        shift1End: workingDays.shift1End,
        secondShift: workingDays.secondShift,
        shift2Start: workingDays.shift2Start,
        shift2End: workingDays.shift2End,
      })
      .from(workingDays)
      .where(eq(workingDays.professionalBranchId, professionalBranchId)),
    db
      .select({ fecha: nonWorkingDays.fecha })
      .from(nonWorkingDays)
      .where(eq(nonWorkingDays.professionalBranchId, professionalBranchId)),
    db
      .select({
        id: professionalServices.id,
        active: professionalServices.active,
        service: {
          id: services.id,
          name: services.name,
          price: services.price,
          duracion: services.duracion,
          pattern: services.pattern,
        },
      })
      .from(professionalServices)
      .innerJoin(services, and(eq(services.id, professionalServices.serviceId), ne(services.id, 1)))
      .where(eq(professionalServices.professionalBranchId, professionalBranchId)),
  ]);
  const [pb] = pbRows;
  return pb ? { pb, days, daysOff: daysOff.map((d) => d.fecha), links } : undefined;
}
