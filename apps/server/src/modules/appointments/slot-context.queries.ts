import { and, eq, ne, sql } from 'drizzle-orm';
import {
  appointmentUnits,
  branches,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
  services,
  users,
  workingDays,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { perDatabase } from '../../db/per-database';

/** The columns the slot engine, reserve and reschedule read (nothing else is fetched). */
const selection = {
  pb: {
    id: professionalBranches.id,
    professionalId: professionalBranches.professionalId,
    branchId: professionalBranches.branchId,
    activo: professionalBranches.activo,
    grillaTurnos: professionalBranches.grillaTurnos,
    diasAgendaAbierta: professionalBranches.diasAgendaAbierta,
    tipoDeCobroDeReserva: professionalBranches.tipoDeCobroDeReserva,
    valorDeCobroDeReserva: professionalBranches.valorDeCobroDeReserva,
    horasCaducidadReservaImpaga: professionalBranches.horasCaducidadReservaImpaga,
    horasReprogramarTurno: professionalBranches.horasReprogramarTurno,
    /** the names an appointment keeps (what the client saw when booking) */
    nombrePeluquero: users.nombre,
    nombreSucursal: branches.nombre,
  },
  day: {
    activo: workingDays.activo,
    horaInicio1: workingDays.horaInicio1,
    horaFin1: workingDays.horaFin1,
    segundoTurno: workingDays.segundoTurno,
    horaInicio2: workingDays.horaInicio2,
    horaFin2: workingDays.horaFin2,
  },
  offId: nonWorkingDays.id,
  link: { id: professionalServices.id, activo: professionalServices.activo },
  service: {
    id: services.id,
    nombre: services.nombre,
    precio: services.precio,
    duracion: services.duracion,
    ocupacion: services.ocupacion,
  },
};

const p = {
  pbId: sql.placeholder('pbId'),
  psId: sql.placeholder('psId'),
  fecha: sql.placeholder('fecha'),
  weekday: sql.placeholder('weekday'),
  except: sql.placeholder('except'),
};

/**
 * Everything availability and a booking write need in one round trip: the professional-branch
 * row with the professional's and branch's names, the weekday's hours, whether the date is off,
 * the service link and its service, and the person's taken units that day (an appointment being moved left out: `except`, 0 when none — ids start at 1).
 */
function buildSlotContextQuery(db: Db) {
  return db
    .select({
      ...selection,
      taken: sql<
        number[] | null
      >`(select array_agg(${appointmentUnits.unidad}) from ${appointmentUnits}
        where ${appointmentUnits.professionalId} = ${professionalBranches.professionalId}
        and ${appointmentUnits.fecha} = ${p.fecha}::date
        and ${appointmentUnits.appointmentId} <> ${p.except}::int)`,
    })
    .from(professionalBranches)
    .innerJoin(users, eq(users.id, professionalBranches.professionalId))
    .innerJoin(branches, eq(branches.id, professionalBranches.branchId))
    .leftJoin(
      workingDays,
      and(
        eq(workingDays.professionalBranchId, professionalBranches.id),
        eq(workingDays.diaSemana, sql`${p.weekday}::int`),
      ),
    )
    .leftJoin(
      nonWorkingDays,
      and(
        eq(nonWorkingDays.professionalBranchId, professionalBranches.id),
        eq(nonWorkingDays.fecha, sql`${p.fecha}::date`),
      ),
    )
    .leftJoin(
      professionalServices,
      and(
        eq(professionalServices.id, sql`${p.psId}::int`),
        eq(professionalServices.professionalBranchId, professionalBranches.id),
      ),
    )
    .leftJoin(services, and(eq(services.id, professionalServices.serviceId), ne(services.id, 1)))
    .where(eq(professionalBranches.id, sql`${p.pbId}::int`))
    .prepare('slot_context');
}

/**
 * Availability is the hottest read: its statement is built once per database handle and runs as
 * a named prepared statement (PostgreSQL plans it once per connection, not on every request).
 */
const slotContextQuery = perDatabase(buildSlotContextQuery);

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
  const [row] = await slotContextQuery(db).execute({
    pbId: req.professionalBranchId,
    psId: req.professionalServiceId,
    fecha: req.fecha,
    weekday: req.weekday,
    except: req.exceptAppointmentId ?? 0,
  });
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
