import { eq, ne } from 'drizzle-orm';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import {
  branches,
  professionalBranches,
  professionalServices,
  services,
  users,
} from '../../db/schema';
import { hotStatement } from '../../db/hot-statement';
import type { Db } from '../../db/types';

/**
 * What an appointments import resolves its names against, read once per import (a studio has
 * tens of these rows, not thousands): branches, services, who works where, who does what.
 */
export async function readStudio(db: Db) {
  const [branchRows, serviceRows, staffRows, linkRows] = await Promise.all([
    db.select({ id: branches.id, name: branches.name }).from(branches),
    db
      .select({
        id: services.id,
        name: services.name,
        duracion: services.duracion,
        pattern: services.pattern,
        price: services.price,
      })
      .from(services)
      .where(ne(services.id, BUSY_SERVICE_ID)),
    db
      .select({
        id: professionalBranches.id,
        professionalId: professionalBranches.professionalId,
        branchId: professionalBranches.branchId,
        active: professionalBranches.active,
        rescheduleHours: professionalBranches.rescheduleHours,
        cancelHours: professionalBranches.cancelHours,
        name: users.name,
        email: users.email,
      })
      .from(professionalBranches)
      .innerJoin(users, eq(users.id, professionalBranches.professionalId)),
    db
      .select({
        id: professionalServices.id,
        professionalBranchId: professionalServices.professionalBranchId,
        serviceId: professionalServices.serviceId,
        active: professionalServices.active,
      })
      .from(professionalServices)
      .where(ne(professionalServices.serviceId, BUSY_SERVICE_ID)),
  ]);
  return { branches: branchRows, services: serviceRows, staff: staffRows, links: linkRows };
}
export type Studio = Awaited<ReturnType<typeof readStudio>>;

export interface Agenda {
  professionalId: number;
  fecha: string;
}

const AGENDAS = `unnest($1::int[], $2::date[]) as k(professional_id, fecha)`;

const unitsOn = hotStatement<{ professional_id: number; fecha: string; unit: number }>(
  'turnos_import_taken_units',
  `select u.professional_id, u.fecha::text as fecha, u.unit
from appointment_units u join ${AGENDAS} on u.professional_id = k.professional_id and u.fecha = k.fecha`,
);

const appointmentsOn = hotStatement<{
  client_id: number;
  professional_branch_id: number;
  fecha: string;
  hora_inicio: string;
  service_id: number;
}>(
  'turnos_import_booked',
  `select a.client_id, a.professional_branch_id, a.fecha::text as fecha, a.hora_inicio, a.service_id
from appointments a join ${AGENDAS} on a.professional_id = k.professional_id and a.fecha = k.fecha
where not a.cancelado`,
);

const agendaParams = (keys: readonly Agenda[]) => [
  keys.map((k) => k.professionalId),
  keys.map((k) => k.fecha),
];

/** The 15-minute units already taken on these professionals' days. */
export async function takenUnits(db: Db, keys: readonly Agenda[]) {
  return keys.length === 0 ? [] : unitsOn(db, agendaParams(keys));
}

/** The appointments (not cancelled) already on these professionals' days. */
export async function bookedAppointments(db: Db, keys: readonly Agenda[]) {
  return keys.length === 0 ? [] : appointmentsOn(db, agendaParams(keys));
}

const nextIds = hotStatement<{ id: number }>(
  'turnos_import_appointment_ids',
  `select nextval('appointments_id_seq')::int as id from generate_series(1, $1::int)`,
);

/** Ids for new appointments, drawn from their sequence (the booking writer takes them given). */
export async function drawAppointmentIds(db: Db, n: number): Promise<number[]> {
  if (n === 0) return [];
  return (await nextIds(db, [n])).map((r) => Number(r.id));
}
