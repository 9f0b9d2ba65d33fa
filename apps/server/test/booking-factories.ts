import type { professionalBranches } from '../src/db/schema';
import {
  api,
  workSplitShifts,
  createBranch,
  createProfessional,
  createService,
  linkService,
} from './catalog-factories';
import { createUser } from './factories';
import type { TestApp } from './harness';

type Conf = Partial<typeof professionalBranches.$inferInsert>;

/**
 * A bookable studio: a branch, a professional working Monday–Saturday 09:00–13:00 and 16:00–20:00 with a split-pattern
 * service ('1101', $ 8000) linked, and a client. Today (the test clock) is Monday 2026-11-23.
 */
export async function createStudio(t: TestApp, conf: Conf = {}, pattern = '1101') {
  const branch = await createBranch(t);
  const pro = await createProfessional(t, branch.id);
  await workSplitShifts(t, pro.link.id, { closedWeekdays: [6], conf });
  const service = await createService(t, {
    nombre: 'Color',
    duracion: pattern.length,
    pattern,
    precio: '8000.00',
  });
  const link = await linkService(t, pro.link.id, service.id);
  const client = await createUser(t, { roles: ['cliente'] });
  return { branch, pro, service, link, client, pbId: pro.link.id };
}
export type Studio = Awaited<ReturnType<typeof createStudio>>;

export function reserveParams(
  s: Studio,
  fecha: string,
  hora: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id_cliente: s.client.user.id,
    id_peluquero_sucursal: s.pbId,
    id_servicio_de_peluquero_por_sucursal: s.link.id,
    fecha,
    hora,
    ...extra,
  };
}

/** The studio's client books `fecha` `hora` through the API (the answer is returned, not checked). */
export function reserve(t: TestApp, s: Studio, fecha: string, hora: string) {
  return api(t, 'POST', 'reservar-turno', reserveParams(s, fecha, hora), s.client.token);
}
