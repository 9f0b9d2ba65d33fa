import type { professionalBranches } from '../src/db/schema';
import {
  api,
  workSplitShifts,
  createBranch,
  createProfessional,
  createService,
  linkService,
} from './catalog-factories';
import { body, createUser } from './factories';
import type { TestApp } from './harness';

type Conf = Partial<typeof professionalBranches.$inferInsert>;

/**
 * A branch where a visit can be booked (contract §6.2): Lucía and Martín work Monday–Saturday
 * 09:00–13:00 and 16:00–20:00 on a 15-minute grid. Lucía does colour ('1101', an idle third
 * module, $ 8000) and a one-module styling; Martín does the cut ('11', $ 5000) and a wash
 * ('1'). Today (the test clock) is Monday 2026-11-23.
 */
export async function createVisitStudio(t: TestApp, conf: { lucia?: Conf; martin?: Conf } = {}) {
  const branch = await createBranch(t);
  const lucia = await createProfessional(t, branch.id);
  const martin = await createProfessional(t, branch.id);
  await workSplitShifts(t, lucia.link.id, { closedWeekdays: [6], conf: conf.lucia ?? {} });
  await workSplitShifts(t, martin.link.id, { closedWeekdays: [6], conf: conf.martin ?? {} });
  const color = await createService(t, {
    nombre: 'Coloración',
    duracion: 4,
    pattern: '1101',
    precio: '8000.00',
  });
  const peinado = await createService(t, {
    nombre: 'Peinado',
    duracion: 1,
    pattern: '1',
    precio: '3000.00',
  });
  const corte = await createService(t, {
    nombre: 'Corte',
    duracion: 2,
    pattern: '11',
    precio: '5000.00',
  });
  const lavado = await createService(t, {
    nombre: 'Lavado',
    duracion: 1,
    pattern: '1',
    precio: '1500.00',
  });
  const links = {
    color: await linkService(t, lucia.link.id, color.id),
    peinado: await linkService(t, lucia.link.id, peinado.id),
    corte: await linkService(t, martin.link.id, corte.id),
    lavado: await linkService(t, martin.link.id, lavado.id),
  };
  const client = await createUser(t, { roles: ['cliente'] });
  return { branch, lucia, martin, services: { color, peinado, corte, lavado }, links, client };
}
export type VisitStudio = Awaited<ReturnType<typeof createVisitStudio>>;

export async function visitSlots(
  t: TestApp,
  s: VisitStudio,
  fecha: string,
  servicios: number[],
  extra: Record<string, unknown> = {},
  token?: string,
) {
  const res = await api(
    t,
    'GET',
    'obtener-horarios-visita',
    { id_sucursal: s.branch.id, fecha, servicios: servicios.join(','), ...extra },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`obtener-horarios-visita: ${body(res).error}`);
  return body(res).data.horarios as string[];
}

export function reserveVisit(
  t: TestApp,
  s: VisitStudio,
  fecha: string,
  hora: string,
  servicios: number[],
  token = s.client.token,
  clientId = s.client.user.id,
) {
  return api(
    t,
    'POST',
    'reservar-visita',
    { id_cliente: clientId, id_sucursal: s.branch.id, fecha, hora, servicios },
    token,
  );
}
