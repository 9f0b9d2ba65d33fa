/**
 * The dedupe key of an appointment's reminder (ADR 0041, 0074): the appointment, the date it
 * announces and, once the appointment has been changed, its change counter (`sequence`). A
 * reminder therefore belongs to one date and time: moving the appointment (which raises
 * `sequence`) makes its next reminder a new message, and the old one stops being the reminder a
 * WhatsApp answer refers to. An appointment never changed keeps the key without the counter
 * (`recordatorio:{id}:{fecha}`), as reminders were keyed before.
 */
export const reminderKey = (appointmentId: number, fecha: string, sequence = 0) =>
  `recordatorio:${appointmentId}:${fecha}${sequence > 0 ? `:${sequence}` : ''}`;

/** The e-mail reminder's key (contract §6.4): the same date and version, for the send-time check. */
export const emailReminderKey = (appointmentId: number, fecha: string, sequence = 0) =>
  `${reminderKey(appointmentId, fecha, sequence)}:email`;

/** The date and version a reminder's key announces (undefined for another kind of key). */
export function reminderOfKey(key: string | null): { fecha: string; sequence: number } | undefined {
  const [kind, , fecha, version] = (key ?? '').split(':');
  if (kind !== 'recordatorio' || !fecha) return undefined;
  return { fecha, sequence: version && /^\d+$/.test(version) ? Number(version) : 0 };
}
