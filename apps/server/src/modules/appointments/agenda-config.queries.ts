import { and, eq, ne, sql } from 'drizzle-orm';
import {
  agendaGeneration,
  appointmentUnits,
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

/** A professional-branch's whole agenda configuration: the row, its weekdays, days off, links. */
export async function getAgendaConfigRows(db: Db, professionalBranchId: number) {
  const [pbRows, days, daysOff, links] = await Promise.all([
    db
      .select({
        id: professionalBranches.id,
        professionalId: professionalBranches.professionalId,
        activo: professionalBranches.activo,
        grillaTurnos: professionalBranches.grillaTurnos,
        diasAgendaAbierta: professionalBranches.diasAgendaAbierta,
      })
      .from(professionalBranches)
      .where(eq(professionalBranches.id, professionalBranchId)),
    db
      .select({
        diaSemana: workingDays.diaSemana,
        activo: workingDays.activo,
        horaInicio1: workingDays.horaInicio1,
        horaFin1: workingDays.horaFin1,
        segundoTurno: workingDays.segundoTurno,
        horaInicio2: workingDays.horaInicio2,
        horaFin2: workingDays.horaFin2,
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
        activo: professionalServices.activo,
        ocupacion: services.ocupacion,
      })
      .from(professionalServices)
      .innerJoin(services, and(eq(services.id, professionalServices.serviceId), ne(services.id, 1)))
      .where(eq(professionalServices.professionalBranchId, professionalBranchId)),
  ]);
  const [pb] = pbRows;
  return pb ? { pb, days, daysOff: daysOff.map((d) => d.fecha), links } : undefined;
}

function buildTakenQuery(db: Db) {
  return db
    .select({
      generation: sql<string>`(select ${agendaGeneration.generation}::text from ${agendaGeneration}
        where ${agendaGeneration.id} = 1)`,
      taken: sql<
        number[] | null
      >`(select array_agg(${appointmentUnits.unidad}) from ${appointmentUnits}
        where ${appointmentUnits.professionalId} = ${sql.placeholder('professionalId')}::int
        and ${appointmentUnits.fecha} = ${sql.placeholder('fecha')}::date
        and ${appointmentUnits.appointmentId} <> ${sql.placeholder('except')}::int)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('agenda_taken_units');
}

const preparedTaken = new WeakMap<Db, ReturnType<typeof buildTakenQuery>>();

/**
 * The person's taken units that day (an appointment being moved left out: `except`, 0 when none)
 * and, read in the same statement, the configuration generation the answer is consistent with.
 * The hottest query of all: a named prepared statement, planned once per connection.
 */
export async function getTakenUnits(
  db: Db,
  req: { professionalId: number; fecha: string; exceptAppointmentId?: number },
): Promise<{ generation: string; taken: Set<number> }> {
  let query = preparedTaken.get(db);
  if (!query) {
    query = buildTakenQuery(db);
    preparedTaken.set(db, query);
  }
  const [row] = await query.execute({
    professionalId: req.professionalId,
    fecha: req.fecha,
    except: req.exceptAppointmentId ?? 0,
  });
  return {
    generation: row?.generation ?? '0',
    taken: new Set((row?.taken ?? []).map(Number)),
  };
}
