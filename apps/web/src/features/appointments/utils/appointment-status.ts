import { cancelCutOffMessage, studioInstant } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';

const startKey = (t: Appointment) => `${t.fecha} ${t.hora}`;
const cancelled = (t: Appointment) => String(t.is_cancelado) === '1';

/** Seed §2: upcoming = today or later and not cancelled (soonest first); the rest is past (newest first). */
export function splitAppointments(appointments: Appointment[], today: string) {
  const upcoming = appointments.filter((t) => t.fecha >= today && !cancelled(t));
  const past = appointments.filter((t) => t.fecha < today || cancelled(t));
  upcoming.sort((a, b) => startKey(a).localeCompare(startKey(b)));
  past.sort((a, b) => startKey(b).localeCompare(startKey(a)));
  return { upcoming, past };
}

export const isCancelled = cancelled;

/** Seed §4: rescheduling only while more than horas_reprogramar_turno remain (0 = always). */
export function canReschedule(t: Appointment, now: Date): boolean {
  const hours = Number(t.horas_reprogramar_turno) || 0;
  const startsAt = studioInstant(t.fecha, t.hora).getTime();
  if (startsAt <= now.getTime()) return false;
  return hours === 0 || startsAt - now.getTime() >= hours * 3_600_000;
}

/**
 * Contract §6.4: a client may cancel until horas_cancelar_turno before the start (0 = until it);
 * returns the hours of a cut-off that has passed, or null while cancelling is allowed.
 */
export function cancelCutOffPassed(t: Appointment, now: Date): number | null {
  const hours = Number(t.horas_cancelar_turno) || 0;
  if (hours === 0) return null;
  const startsAt = studioInstant(t.fecha, t.hora).getTime();
  return startsAt - now.getTime() < hours * 3_600_000 ? hours : null;
}

/** What a client reads when an appointment already paid at the counter cannot be cancelled here. */
export const CHARGED_CANCEL_NOTE =
  'Este turno ya está pago en el local: para cancelarlo, comunicate con la peluquería.';

/**
 * Why the client may not cancel these appointments (a visit's, or one) from Mis turnos, or null:
 * one of them was charged at the counter (the server refuses, ADR 0097), or the cut-off passed.
 */
export function cancelClosedNote(
  appointments: readonly Appointment[],
  first: Appointment,
  now: Date,
): string | null {
  if (appointments.some((t) => t.cobrado === '1')) return CHARGED_CANCEL_NOTE;
  const cutOff = cancelCutOffPassed(first, now);
  return cutOff === null ? null : cancelCutOffMessage(cutOff);
}

/** A deposit is charged and not paid yet. */
export function isUnpaid(t: Appointment): boolean {
  return String(t.reserva_paga) === '0' && Number(t.monto_reserva) > 0;
}

export function isExpired(t: Appointment, now: Date): boolean {
  return t.vence !== null && new Date(t.vence).getTime() <= now.getTime();
}

/** Seed §4 expiry text: time left, 'Expirada' once past, 'Nunca' without expiry. */
export function expiryText(vence: string | null, now: Date): string {
  if (vence === null) return 'Nunca';
  const ms = new Date(vence).getTime() - now.getTime();
  if (Number.isNaN(ms)) return 'Nunca';
  if (ms <= 0) return 'Expirada';
  const minutes = Math.ceil(ms / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const parts = [d > 0 ? `${d} d` : '', h > 0 ? `${h} h` : '', `${m} min`].filter(Boolean);
  return `Vence en ${parts.join(' ')}`;
}
