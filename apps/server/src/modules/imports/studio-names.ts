import { foldText } from '@turnos/domain';
import type { Studio } from './appointments-import.queries';
import { quoteValue } from './import-messages';

/** Who does what where: what a line's `profesional`, `sucursal` and `servicio` name. */
export interface Staffing {
  branch: Studio['branches'][number];
  pb: Studio['staff'][number];
  service: Studio['services'][number];
  link: Studio['links'][number];
}

export const staffingMessages = {
  missing: (what: string) => `Falta ${what}.`,
  noBranch: (v: string) => `No hay una sucursal llamada ${quoteValue(v)}.`,
  noProfessional: (v: string, branch: string) =>
    `${quoteValue(v)} no atiende en la sucursal ${quoteValue(branch)}.`,
  twoProfessionals: (v: string, branch: string) =>
    `Hay más de un profesional ${quoteValue(v)} en ${quoteValue(branch)}: escribí su email.`,
  noService: (v: string) => `No hay un servicio llamado ${quoteValue(v)}.`,
  notOffered: (profesional: string, service: string, branch: string) =>
    `${profesional} no hace ${quoteValue(service)} en ${quoteValue(branch)}.`,
  gone: (profesional: string, branch: string) =>
    `${profesional} ya no atiende en ${quoteValue(branch)}: de quien dejó una sucursal solo se importan turnos pasados.`,
  serviceGone: (profesional: string, service: string) =>
    `${profesional} ya no hace ${quoteValue(service)}: de un servicio que dejó solo se importan turnos pasados.`,
} as const;

const group = <T>(rows: readonly T[], key: (row: T) => string | number) => {
  const map = new Map<string | number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * Resolves a line's names against the studio (accents, case and punctuation aside, `foldText`):
 * a branch by its name; a professional of that branch by e-mail, by full name, or by the start of
 * it when only one name starts so ('Lucía' for 'Lucía Fernández'); a service by name, among
 * those the professional does there. Someone no longer at the branch, or a service they no longer
 * do, only for dates before `today`.
 */
export function resolveStaffing(studio: Studio, today: string) {
  const branchesByName = group(studio.branches, (b) => foldText(b.name));
  const staffByBranch = group(studio.staff, (s) => s.branchId);
  const servicesByName = group(studio.services, (s) => foldText(s.name));
  const links = new Map(studio.links.map((l) => [`${l.professionalBranchId}|${l.serviceId}`, l]));

  return (
    cells: { profesional: string; sucursal: string; servicio: string },
    fecha: string,
  ): Staffing | string => {
    if (cells.sucursal === '') return staffingMessages.missing('la sucursal');
    if (cells.profesional === '') return staffingMessages.missing('el profesional');
    if (cells.servicio === '') return staffingMessages.missing('el servicio');
    const branch = branchesByName.get(foldText(cells.sucursal))?.[0];
    if (!branch) return staffingMessages.noBranch(cells.sucursal);
    const staff = staffByBranch.get(branch.id) ?? [];
    const wanted = foldText(cells.profesional);
    const byEmail = cells.profesional.includes('@')
      ? staff.filter((s) => s.email === cells.profesional.trim().toLowerCase())
      : [];
    const byName = staff.filter((s) => foldText(s.name) === wanted);
    const byStart = staff.filter((s) => foldText(s.name).startsWith(`${wanted} `));
    const found = [byEmail, byName, byStart].find((list) => list.length > 0) ?? [];
    if (found.length > 1) return staffingMessages.twoProfessionals(cells.profesional, branch.name);
    const pb = found[0];
    if (!pb) return staffingMessages.noProfessional(cells.profesional, branch.name);
    const candidates = servicesByName.get(foldText(cells.servicio)) ?? [];
    if (candidates.length === 0) return staffingMessages.noService(cells.servicio);
    const offered = candidates.flatMap((service) => {
      const link = links.get(`${pb.id}|${service.id}`);
      return link ? [{ service, link }] : [];
    });
    const pick = offered.find((o) => o.link.active) ?? offered[0];
    if (!pick) return staffingMessages.notOffered(pb.name, cells.servicio, branch.name);
    if (!pb.active && fecha >= today) return staffingMessages.gone(pb.name, branch.name);
    if (!pick.link.active && fecha >= today)
      return staffingMessages.serviceGone(pb.name, pick.service.name);
    return { branch, pb, service: pick.service, link: pick.link };
  };
}
