import { and, count, eq, inArray } from 'drizzle-orm';
import type { Role } from '@turnos/domain';
import type * as endpoints from '@turnos/contract/paths';
import type { TURNOS_NS } from '@turnos/contract';
import {
  appointmentUnits,
  appointments,
  branches,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
  services,
  users,
  workingDays,
} from '../src/db/schema';
import { insertBranch, type BranchRow } from '../src/modules/branches/branches.queries';
import { insertService, type ServiceRow } from '../src/modules/services/services.queries';
import {
  insertDefaultWorkingDays,
  insertProfessionalBranch,
  type ProfessionalBranchRow,
} from '../src/modules/professionals/professional-branches.queries';
import { insertLink } from '../src/modules/professionals/professional-services.queries';
import { createUser } from './factories';
import type { TestApp } from './harness';

let seq = 0;
const next = () => (seq += 1);

/**
 * A professional-branch that works 09:00–13:00 and 16:00–20:00 on a 15-minute grid every weekday
 * but `closedWeekdays` (`dia_semana`; the booking studios close 6), with `conf` over its agenda
 * configuration.
 */
export async function workSplitShifts(
  t: Pick<TestApp, 'db'>,
  professionalBranchId: number,
  {
    closedWeekdays = [],
    conf = {},
  }: {
    closedWeekdays?: readonly number[];
    conf?: Partial<typeof professionalBranches.$inferInsert>;
  } = {},
) {
  const ofLink = eq(workingDays.professionalBranchId, professionalBranchId);
  await t.db
    .update(workingDays)
    .set({
      active: true,
      shift1Start: '09:00',
      shift1End: '13:00',
      secondShift: true,
      shift2Start: '16:00',
      shift2End: '20:00',
    })
    .where(ofLink);
  if (closedWeekdays.length > 0)
    await t.db
      .update(workingDays)
      .set({ active: false })
      .where(and(ofLink, inArray(workingDays.diaSemana, [...closedWeekdays])));
  await t.db
    .update(professionalBranches)
    .set({ gridStep: 15, ...conf })
    .where(eq(professionalBranches.id, professionalBranchId));
}

export async function createBranch(
  t: TestApp,
  overrides: Partial<{ nombre: string; direccion: string }> = {},
): Promise<BranchRow> {
  const n = next();
  return insertBranch(t.db, {
    name: overrides.nombre ?? `Sucursal ${n}`,
    address: overrides.direccion ?? `Calle ${n} 123`,
  });
}

export async function createService(
  t: TestApp,
  overrides: Partial<{
    nombre: string;
    descripcion: string;
    duracion: number;
    pattern: string;
    precio: string;
  }> = {},
): Promise<ServiceRow> {
  const n = next();
  return insertService(t.db, {
    name: overrides.nombre ?? `Servicio ${n}`,
    description: overrides.descripcion ?? 'Descripción',
    duracion: overrides.duracion ?? 2,
    pattern: overrides.pattern ?? '11',
    price: overrides.precio ?? '2500.00',
  });
}

/** A professional (a user with role peluquero, plus any extra roles) working at a branch. */
export async function createProfessional(
  t: TestApp,
  branchId: number,
  opts: { roles?: Role[]; funcion?: string; activo?: boolean } = {},
) {
  const { user, token } = await createUser(t, { roles: opts.roles ?? ['peluquero'] });
  const link = await linkProfessional(t, user.id, branchId, opts);
  return { user, token, link };
}

export async function linkProfessional(
  t: TestApp,
  professionalId: number,
  branchId: number,
  opts: { funcion?: string; activo?: boolean } = {},
): Promise<ProfessionalBranchRow> {
  const link = await insertProfessionalBranch(t.db, {
    professionalId,
    branchId,
    jobTitle: opts.funcion ?? 'peluquero',
  });
  await insertDefaultWorkingDays(t.db, link.id);
  if (opts.activo === false) {
    await t.db
      .update(professionalBranches)
      .set({ active: false })
      .where(eq(professionalBranches.id, link.id));
    return { ...link, active: false };
  }
  return link;
}

export async function linkService(
  t: TestApp,
  professionalBranchId: number,
  serviceId: number,
  activo = true,
) {
  const link = await insertLink(t.db, professionalBranchId, serviceId);
  if (!activo)
    await t.db
      .update(professionalServices)
      .set({ active: activo })
      .where(eq(professionalServices.id, link.id));
  return { ...link, activo };
}

/** An appointment straight in the database, with its occupied 15-minute units. */
export async function createAppointment(
  t: TestApp,
  opts: {
    link: ProfessionalBranchRow;
    clientId: number;
    service: ServiceRow;
    professionalServiceId?: number | null;
    fecha?: string;
    hora?: string;
  },
) {
  const fecha = opts.fecha ?? '2026-12-01';
  const hora = opts.hora ?? '10:00';
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const start = (h * 60 + m) / 15;
  const [row] = await t.db
    .insert(appointments)
    .values({
      clientId: opts.clientId,
      professionalBranchId: opts.link.id,
      professionalId: opts.link.professionalId,
      branchId: opts.link.branchId,
      serviceId: opts.service.id,
      professionalServiceId: opts.professionalServiceId ?? null,
      fecha,
      horaInicio: hora,
      horaFin: hora,
      serviceName: opts.service.name,
      professionalName: 'Profesional',
      branchName: 'Sucursal',
      // the unit rows written next (ADR 0076)
      unitCount: opts.service.duracion,
    })
    .returning();
  if (!row) throw new Error('insert appointments returned nothing');
  await t.db.insert(appointmentUnits).values(
    Array.from({ length: opts.service.duracion }, (_, i) => ({
      professionalId: opts.link.professionalId,
      fecha,
      unit: start + i,
      appointmentId: row.id,
    })),
  );
  return row;
}

const tables = {
  appointments,
  appointment_units: appointmentUnits,
  branches,
  services,
  professional_branches: professionalBranches,
  professional_services: professionalServices,
  working_days: workingDays,
  non_working_days: nonWorkingDays,
  users,
};

/** How many rows a table has (to check that a denied or deleting call changed what it should). */
export async function countRows(t: TestApp, table: keyof typeof tables): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(tables[table]);
  return row?.n ?? 0;
}

/** A snapshot of every catalog table's row count: equal before and after a denied call. */
export async function snapshot(t: TestApp): Promise<Record<keyof typeof tables, number>> {
  const names = Object.keys(tables) as (keyof typeof tables)[];
  const counts = await Promise.all(names.map((name) => countRows(t, name)));
  return Object.fromEntries(names.map((name, i) => [name, counts[i] ?? 0])) as Record<
    keyof typeof tables,
    number
  >;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls a turnos/v1 endpoint: GET and DELETE params in the query, others as a JSON body. */
type Entry = (typeof endpoints)[keyof typeof endpoints];
/** The contract's `turnos/v1` endpoints (issue 30: tests take their paths from the contract). */
type TurnosEntry = Extract<Entry, { namespace: typeof TURNOS_NS }>;
export type TurnosName = TurnosEntry['name'];
/** The methods the contract declares for an endpoint. */
type MethodOf<N extends TurnosName> = Extract<TurnosEntry, { name: N }>['method'] extends infer M
  ? M extends readonly (infer One)[]
    ? One
    : M
  : never;

/**
 * A call of a `turnos/v1` endpoint by its contract name: a name the contract does not have, or a
 * method it does not declare for it, does not compile.
 */
export function api<N extends TurnosName>(
  t: TestApp,
  method: MethodOf<N> & Method,
  name: N,
  params: Record<string, unknown> = {},
  token?: string,
) {
  const url = `/wp-json/turnos/v1/${name}`;
  if (method === 'GET' || method === 'DELETE') {
    const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return t.call({ method, url, query, token });
  }
  return t.call({ method, url, payload: params, token });
}

/**
 * The people of the role matrix: an admin, a client, the professional who owns `link` at branch
 * A, and a professional of another branch.
 */
export async function createCast(t: TestApp) {
  const branch = await createBranch(t);
  const otherBranch = await createBranch(t);
  const admin = await createUser(t, { roles: ['peluadmin'] });
  const client = await createUser(t, { roles: ['cliente'] });
  const owner = await createProfessional(t, branch.id);
  const other = await createProfessional(t, otherBranch.id);
  return { branch, otherBranch, admin, client, owner, other, link: owner.link };
}
