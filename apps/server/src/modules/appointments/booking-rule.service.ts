import { bookingVerdict, timeToMinutes, type BookingKind } from '@turnos/domain';
import type { Db } from '../../db/types';
import { readSlot, type SlotRequest } from './availability.service';
import { slotInvalid, slotTaken } from './booking-errors';

type Loaded = Awaited<ReturnType<typeof readSlot>>;

/**
 * Every booking write asks the same rule availability lists from (ADR 0020), with what the same
 * reader returned (`readSlot`): 1003 when the start could never be booked, 1004 when someone
 * else's time is in the way. Returns what was read, for the write to use; the unit index refuses
 * whatever was taken after the read.
 */
export function judgeBooking(loaded: Loaded, hora: string, kind: BookingKind) {
  const start = timeToMinutes(hora);
  const verdict = bookingVerdict(loaded.query, start, kind);
  if (verdict === 'invalid') throw slotInvalid();
  if (verdict === 'taken') throw slotTaken();
  return { ...loaded, start };
}

/** Reads the slot (404 when the professional or the service is not there), then judges. */
export async function assertBookable(
  db: Db,
  req: SlotRequest & { hora: string; kind: BookingKind },
  now: Date,
) {
  return judgeBooking(await readSlot(db, req, now), req.hora, req.kind);
}
