import type { Db } from '../../db/types';
import { getIcsAppointment, getVisitIcsAppointments } from '../calendars';
import { visitIcs, type EmailIcs } from './email-ics';

/**
 * The calendar an e-mail reminder carries (ADR 0074): the appointment's event, or for a visit one
 * calendar with every appointment of it — METHOD:REQUEST at the stored SEQUENCE, so a calendar
 * that already holds the events sees no change and one that does not gets them.
 */
export async function icsOfReminder(
  db: Db,
  r: { id: number; visitId: number | null },
): Promise<EmailIcs | undefined> {
  if (r.visitId !== null) {
    return visitIcs('REQUEST', r.visitId, await getVisitIcsAppointments(db, r.visitId));
  }
  const found = await getIcsAppointment(db, r.id);
  return found ? { method: 'REQUEST', appointment: found.ics } : undefined;
}
