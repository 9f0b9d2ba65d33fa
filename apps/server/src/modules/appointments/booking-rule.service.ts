import {
  bookingVerdict,
  timeToMinutes,
  visitRule,
  visitStarts,
  type BookingKind,
} from '@turnos/domain';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { readSlot } from './availability.service';
import { partsOf, readVisit, type VisitSlots } from './visit-slots.service';
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
 * Every service of a booking read by the one slot reader (`readSlot`, ADRs 0020–0022): a single
 * appointment is a visit of one. Answers what each write and availability judge from.
 */
export async function readBooking(db: Db, req: BookingRead, now: Date): Promise<VisitSlots> {
  if ('linkIds' in req.what) {
    return readVisit(
      db,
      {
        branchId: req.what.branchId,
        fecha: req.fecha,
        linkIds: req.what.linkIds,
        exceptVisitId: req.except && 'visitId' in req.except ? req.except.visitId : undefined,
        caller: req.caller,
      },
      now,
    );
  }
  const slot = await readSlot(
    db,
    {
      professionalBranchId: req.what.professionalBranchId,
      professionalServiceId: req.what.professionalServiceId,
      fecha: req.fecha,
      exceptAppointmentId:
        req.except && 'appointmentId' in req.except ? req.except.appointmentId : undefined,
      caller: req.caller,
      beyondOpenWindow: req.beyondOpenWindow,
    },
    now,
  );
  return [slot];
}

/**
 * The one booking rule every write asks (ADRs 0020, 0072, 0088), with what the one reader
 * returned: the rule availability lists from — a visit's, of which a single appointment is the
 * case of one service; an overbooking (staff, one service) skips only the free-unit check. 1003
 * when the start could never be booked, 1004 when someone else's time is in the way. Answers each
 * service with its start; the unit index refuses whatever was taken after the read.
 */
export function judgeBooking(slots: VisitSlots, hora: string, kind: BookingKind) {
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
