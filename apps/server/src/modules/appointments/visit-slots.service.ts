import type { VisitPart } from '@turnos/domain';
import { invalid, notFound } from '../../http/app-error';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { readSlot } from './availability.service';
import { linksWithBranch, visitUnits } from './visit.queries';

export interface VisitRequest {
  branchId: number;
  fecha: string;
  /** the services' links (`id_servicio_de_peluquero_por_sucursal`), in the order they are done */
  linkIds: readonly number[];
  /** rescheduling: this visit's own units count as free */
  exceptVisitId?: number;
  /** who asks (null: an anonymous visitor): a client is held to the minimum notice (ADR 0070) */
  caller: AuthUser | null | undefined;
}

const otherBranch = () =>
  invalid('Todos los servicios de la visita deben ser de profesionales de la sucursal elegida.');

/**
 * Each service of a visit read by the one slot reader (`readSlot`), as a single booking of it
 * would be: its professional-branch, configuration, service and the professional's taken units.
 * A link that does not exist is 1002; one of another branch 1003.
 */
export async function readVisit(db: Db, req: VisitRequest, now: Date) {
  const found = new Map((await linksWithBranch(db, req.linkIds)).map((l) => [l.linkId, l]));
  const owned = req.exceptVisitId === undefined ? [] : await visitUnits(db, req.exceptVisitId);
  const slots = [];
  for (const linkId of req.linkIds) {
    const link = found.get(linkId);
    if (!link) throw notFound('El servicio no está asociado a este profesional.');
    if (link.branchId !== req.branchId) throw otherBranch();
    const slot = await readSlot(
      db,
      {
        professionalBranchId: link.professionalBranchId,
        professionalServiceId: linkId,
        fecha: req.fecha,
        caller: req.caller,
      },
      now,
    );
    // rescheduling: the visit's own units are free, as `id_turno` frees a single booking's
    const own = owned.filter(
      (u) => u.professionalId === slot.pb.professionalId && u.fecha === req.fecha,
    );
    if (own.length > 0) {
      const taken = new Set(slot.query.taken);
      for (const u of own) taken.delete(u.unidad);
      slots.push({ ...slot, query: { ...slot.query, taken } });
    } else {
      slots.push(slot);
    }
  }
  return slots;
}
export type VisitSlots = Awaited<ReturnType<typeof readVisit>>;

/**
 * The visit's rule (domain `visitRule`, ADRs 0072 and 0088) over what the one slot reader
 * returned for each service: the grid binds only the visit's start, each next service starting
 * when the previous one's `duracion` ends, on any 15-minute unit, under every other rule of a
 * single booking. Availability lists from it and every booking write judges with it.
 */
export const partsOf = (slots: VisitSlots): VisitPart[] =>
  slots.map((s) => ({ query: s.query, duration: s.service.duracion }));
