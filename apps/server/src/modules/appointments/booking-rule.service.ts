import { bookingVerdict, timeToMinutes, type BookingKind } from '@turnos/domain';
import type { Db } from '../../db/types';
import { loadSlotQuery, type SlotRequest } from './availability.service';
import { slotInvalid, slotTaken } from './booking-errors';

/**
 * Every booking write asks the same rule availability lists from (ADR 0020), inside its own
 * transaction and with the rows read in it: 1003 when the start could never be booked, 1004 when
 * someone else's time is in the way. Returns what was read, for the write to use.
 */
export async function assertBookable(
  tx: Db,
  req: SlotRequest & { hora: string; kind: BookingKind },
  now: Date,
) {
  const loaded = await loadSlotQuery(tx, req, now);
  const start = timeToMinutes(req.hora);
  const verdict = bookingVerdict(loaded.query, start, req.kind);
  if (verdict === 'invalid') throw slotInvalid();
  if (verdict === 'taken') throw slotTaken();
  return { ...loaded, start };
}
