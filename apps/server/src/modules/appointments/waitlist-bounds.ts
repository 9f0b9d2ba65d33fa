import { addDays } from '@turnos/domain';

/** At most this many entries of one client wait at once (today or later; issue 28.8, ADR 0087). */
export const WAITLIST_MAX_ACTIVE = 10;

/** How far ahead a client may wait when the agenda has no limit (`dias_agenda_abierta` '0'). */
export const WAITLIST_UNLIMITED_WINDOW_DAYS = 180;

/** The days after today a client may wait for on an agenda open `agendaOpenDays` ahead. */
export const waitlistWindowDays = (agendaOpenDays: number) =>
  agendaOpenDays > 0 ? agendaOpenDays : WAITLIST_UNLIMITED_WINDOW_DAYS;

/** The last date a client may wait for, from the studio's today (both ends included). */
export const lastWaitlistDate = (today: string, agendaOpenDays: number) =>
  addDays(today, waitlistWindowDays(agendaOpenDays));

export const waitlistTooFar = (days: number) =>
  `Solo podés anotarte en la lista de espera para fechas hasta ${days} días después de hoy.`;

export const WAITLIST_FULL = `Llegaste al máximo de ${WAITLIST_MAX_ACTIVE} listas de espera: borrá alguna para anotarte en otra.`;
