import { addDays } from '@turnos/domain';
import {
  branches,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
  services,
  users,
  workingDays,
} from '../db/schema';
import type { Tx } from '../db/types';
import {
  BRANCHES,
  CLIENTS,
  HOLIDAYS,
  PROFESSIONALS,
  SERVICES,
  type BranchKey,
  type ServiceKey,
} from './demo-data';
import type { PlanWorkplace } from './demo-appointments';

export interface DemoStudio {
  workplaces: (PlanWorkplace & {
    tiempoTurno: number;
    deposit:
      { tipo: number; valor: string; horasCaducidad: number; horasReprogramar: number } | undefined;
  })[];
  clients: { id: number; blocked: boolean }[];
  /** the professional who is also admin (approves transfers in the demo) */
  adminProfessionalId: number;
}

const keysOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as K[];

/** `returning()` gives one row per inserted value; this says so to the type checker. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: missing ${what}`);
  return value;
}

/** Inserts branches, services, staff with their schedules, and clients. */
export async function insertStudio(
  tx: Tx,
  passwordHash: string,
  today: string,
): Promise<DemoStudio> {
  const branchKeys = keysOf(BRANCHES);
  const branchRows = await tx
    .insert(branches)
    .values(branchKeys.map((k) => ({ name: BRANCHES[k].nombre, address: BRANCHES[k].direccion })))
    .returning();
  const branchOf = new Map<BranchKey, (typeof branchRows)[number]>(
    branchKeys.map((k, i) => [k, must(branchRows[i], 'branch')]),
  );

  const serviceKeys = keysOf(SERVICES);
  const serviceRows = await tx
    .insert(services)
    .values(
      serviceKeys.map((k) => {
        const s = SERVICES[k];
        return {
          name: s.nombre,
          description: s.descripcion,
          duracion: s.duracion,
          pattern: s.pattern,
          price: s.precio,
        };
      }),
    )
    .returning();
  const serviceOf = new Map<ServiceKey, (typeof serviceRows)[number]>(
    serviceKeys.map((k, i) => [k, must(serviceRows[i], 'service')]),
  );

  const person = { passwordHash, validated: true, firstTime: false };
  const staffRows = await tx
    .insert(users)
    .values(
      PROFESSIONALS.map((p) => ({
        ...person,
        email: p.email,
        name: p.nombre,
        displayName: p.nombre,
        phone: p.celular,
        roles: p.admin ? ['peluquero', 'peluadmin'] : ['peluquero'],
      })),
    )
    .returning();
  const clientRows = await tx
    .insert(users)
    .values(
      CLIENTS.map((c) => ({
        ...person,
        email: c.email,
        name: c.nombre,
        displayName: c.nombre,
        phone: c.celular,
        roles: ['cliente'],
        blocked: c.blocked ?? false,
      })),
    )
    .returning();

  const workplaces: DemoStudio['workplaces'] = [];
  for (const [pi, pro] of PROFESSIONALS.entries()) {
    const user = must(staffRows[pi], 'professional');
    for (const wp of pro.workplaces) {
      const branch = must(branchOf.get(wp.branch), wp.branch);
      const [pbRow] = await tx
        .insert(professionalBranches)
        .values({
          professionalId: user.id,
          branchId: branch.id,
          jobTitle: wp.funcion,
          tiempoTurno: wp.tiempoTurno,
          gridStep: wp.gridStep,
          agendaOpenDays: wp.agendaOpenDays,
          depositType: wp.deposit?.tipo ?? 0,
          depositValue: wp.deposit?.valor ?? '0',
          expiryHours: wp.deposit?.horasCaducidad ?? 0,
          rescheduleHours: wp.deposit?.horasReprogramar ?? 0,
        })
        .returning();
      const pb = must(pbRow, 'professional branch');
      const links = await tx
        .insert(professionalServices)
        .values(
          wp.services.map((k) => ({
            professionalBranchId: pb.id,
            serviceId: must(serviceOf.get(k), k).id,
            active: !(wp.inactive ?? []).includes(k),
          })),
        )
        .returning();
      await tx.insert(workingDays).values(
        wp.week.map((day, diaSemana) => ({
          professionalBranchId: pb.id,
          diaSemana,
          active: day !== null,
          shift1Start: day?.[0] ?? '00:00',
          shift1End: day?.[1] ?? '00:00',
          secondShift: day?.length === 4,
          shift2Start: day?.[2] ?? '00:00',
          shift2End: day?.[3] ?? '00:00',
        })),
      );
      const daysOff = new Map(HOLIDAYS.map((h) => [h.fecha, h.razon]));
      for (const d of wp.daysOffFromToday ?? []) daysOff.set(addDays(today, d.offset), d.razon);
      await tx
        .insert(nonWorkingDays)
        .values(
          [...daysOff].map(([fecha, razon]) => ({ professionalBranchId: pb.id, fecha, razon })),
        );
      workplaces.push({
        pbId: pb.id,
        professionalId: user.id,
        professionalName: user.name,
        branchId: branch.id,
        branchName: branch.name,
        week: wp.week,
        gridStep: wp.gridStep,
        tiempoTurno: wp.tiempoTurno,
        daysOff: new Set(daysOff.keys()),
        hasDeposit: wp.deposit !== undefined,
        deposit: wp.deposit,
        services: links
          .filter((l) => l.active)
          .map((l) => {
            const s = must(
              serviceRows.find((r) => r.id === l.serviceId),
              'linked service',
            );
            return {
              linkId: l.id,
              serviceId: s.id,
              nombre: s.name,
              duracion: s.duracion,
              pattern: s.pattern,
              precio: s.price,
            };
          }),
      });
    }
  }

  const adminPro = staffRows[PROFESSIONALS.findIndex((p) => p.admin)];
  return {
    workplaces,
    clients: clientRows.map((c) => ({ id: c.id, blocked: c.blocked })),
    adminProfessionalId: must(adminPro, 'admin professional').id,
  };
}
