import { timeToMinutes } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';

/**
 * The server's rule for actualizar-asistencia-turno (contract §6.1): only a client's appointment
 * (not a busy block), not cancelled, that has already started (studio time).
 */
export function canMarkAttendance(
  t: Pick<Appointment, 'fecha' | 'hora_inicio' | 'ocupado' | 'is_cancelado'>,
  today: string,
  nowMinutes: number,
): boolean {
  if (t.ocupado === '1' || t.is_cancelado === '1') return false;
  if (t.fecha < today) return true;
  return t.fecha === today && timeToMinutes(t.hora_inicio) <= nowMinutes;
}
