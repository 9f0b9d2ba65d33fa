import {
  bookingVerdict,
  timeToMinutes,
  visitRule,
  visitStarts,
  type BookingKind,
  type VisitPart,
} from '@turnos/domain';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { invalid, notFound } from '../../http/app-error';
import { readSlot } from './availability.service';
import type { TakenUnits, TakenUnitsKey } from './taken-units.queries';
import { linksWithBranch, visitUnits } from './visit.queries';
import { slotInvalid, slotTaken } from './booking-errors';
import type { BookingRef } from './booking-ref.queries';

/** What a booking holds: one service with one professional, or a visit's services (§6.2). */
export type BookingWhat =
  | { professionalBranchId: number; professionalServiceId: number }
  | { branchId: number; linkIds: readonly number[] };

export interface BookingRead {
  what: BookingWhat;
  fecha: string;
  /** moving: the booking's own units count as free (a single appointment's, or a visit's) */
  except?: BookingRef;
  caller: AuthUser | null | undefined;
  /** a series' occurrence (contract §7.7): not held to the open-agenda window */
  beyondOpenWindow?: boolean;
}

/**
 * A read done in the same statement as a booking's first taken units (its client, ADR 0104),
 * given every professional-branch the booking holds.
 */
export type WithFirstUnits = (
  key: TakenUnitsKey,
  professionalBranchIds: readonly number[],
) => Promise<TakenUnits & { caller?: AuthUser }>;

const otherBranch = () =>
  invalid('Todos los servicios de la visita deben ser de profesionales de la sucursal elegida.');

/**
 * The services a booking holds, each with its professional-branch: one service as asked, or a
 * visit's links as stored (a link that does not exist is 1002; one of another branch 1003).
 */
async function servicesOf(db: Db, what: BookingWhat) {
  if (!('linkIds' in what)) return [what];
  const found = new Map((await linksWithBranch(db, what.linkIds)).map((l) => [l.linkId, l]));
  return what.linkIds.map((linkId) => {
    const link = found.get(linkId);
    if (!link) throw notFound('El servicio no está asociado a este profesional.');
    if (link.branchId !== what.branchId) throw otherBranch();
    return { professionalBranchId: link.professionalBranchId, professionalServiceId: linkId };
  });
}

/**
 * Every service of a booking read by the one slot reader (`readSlot`, ADRs 0020–0022): a single
 * appointment is a visit of one. A booking being moved (`except`) counts its own units as free,
 * an appointment's or a visit's alike. `withFirst` is read in the same statement as the first
 * service's taken units (a booking's client, ADR 0104), given every professional-branch the
 * booking holds. Answers what each write and availability judge from.
 */
export async function readBooking(
  db: Db,
  req: BookingRead,
  now: Date,
  withFirst?: WithFirstUnits,
): Promise<BookingSlots> {
  const services = await servicesOf(db, req.what);
  const except = req.except;
  const exceptAppointmentId =
    except && 'appointmentId' in except ? except.appointmentId : undefined;
  // a visit's own units, read once for all its services
  const owned = except && 'visitId' in except ? await visitUnits(db, except.visitId) : [];
  const professionalBranchIds = [...new Set(services.map((s) => s.professionalBranchId))];
  const slots = [];
  // the caller, or who the first read found it to be (ADR 0106)
  let caller = req.caller;
  for (const [i, service] of services.entries()) {
    const slot = await readSlot(
      db,
      {
        ...service,
        fecha: req.fecha,
        exceptAppointmentId,
        caller,
        beyondOpenWindow: req.beyondOpenWindow,
      },
      now,
      i === 0 && withFirst
        ? async (key) => {
            const read = await withFirst(key, professionalBranchIds);
            caller = read.caller ?? caller;
            return read;
          }
        : undefined,
    );
    const own = owned.filter(
      (u) => u.professionalId === slot.pb.professionalId && u.fecha === req.fecha,
    );
    if (own.length === 0) {
      slots.push(slot);
      continue;
    }
    const taken = new Set(slot.query.taken);
    for (const u of own) taken.delete(u.unit);
    slots.push({ ...slot, query: { ...slot.query, taken } });
  }
  return slots;
}
export type BookingSlots = Awaited<ReturnType<typeof readSlot>>[];

/**
 * The visit's rule (domain `visitRule`, ADRs 0072 and 0088) over what the one slot reader
 * returned for each service: the grid binds only the visit's start, each next service starting
 * when the previous one's `duracion` ends, on any 15-minute unit, under every other rule of a
 * single booking. Availability lists from it and every booking write judges with it.
 */
const partsOf = (slots: BookingSlots): VisitPart[] =>
  slots.map((s) => ({ query: s.query, duration: s.service.duracion }));

/**
 * The one booking rule every write asks (ADRs 0020, 0072, 0088), with what the one reader
 * returned: the rule availability lists from — a visit's, of which a single appointment is the
 * case of one service; an overbooking (staff, one service) skips only the free-unit check. 1003
 * when the start could never be booked, 1004 when someone else's time is in the way. Answers each
 * service with its start; the unit index refuses whatever was taken after the read.
 */
export function judgeBooking(slots: BookingSlots, hora: string, kind: BookingKind) {
  const start = timeToMinutes(hora);
  const rule = visitRule(partsOf(slots));
  const only = slots.length === 1 ? slots[0] : undefined;
  const verdict =
    kind === 'overbooking' && only
      ? bookingVerdict(only.query, start, kind)
      : kind === 'overbooking'
        ? 'invalid'
        : rule.verdict(start);
  if (verdict === 'invalid') throw slotInvalid();
  if (verdict === 'taken') throw slotTaken();
  return slots.map((slot, i) => ({ ...slot, start: start + (rule.offsets[i] ?? 0) }));
}

/**
 * Availability (contract §6.1 `obtener-horarios-disponibles`, §6.2 `obtener-horarios-visita`):
 * the starts the one rule allows a regular booking of these services now — for one service the
 * single booking's rule (ADR 0088), so a write is accepted exactly when this offers its start.
 */
export async function bookingStarts(db: Db, req: BookingRead, now: Date): Promise<string[]> {
  return visitStarts(partsOf(await readBooking(db, req, now)));
}
