import { studioInstant } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';
import type { DayOffAction } from '@/api/schedules';

/**
 * What a date off touches (contract §4.4, ADR 0089), as the server decides it: a client's
 * appointment (not a busy block), not cancelled, not started yet.
 */
export function isAffectedByDayOff(t: Appointment, now: Date = new Date()): boolean {
  return (
    t.is_cancelado === '0' &&
    t.ocupado === '0' &&
    studioInstant(t.fecha, t.hora_inicio).getTime() > now.getTime()
  );
}

/** The bookings among them: a visit's appointments are one booking (its client is told once). */
export function bookingCount(appointments: readonly Appointment[]): number {
  return new Set(
    appointments.map((t) => (t.id_visita === null ? `t${t.id_turno}` : `v${t.id_visita}`)),
  ).size;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The success message after the date was added, by what was done with its appointments. */
export function dayOffDoneText(action: DayOffAction, affected: readonly Appointment[]): string {
  const saved = 'Cambios guardados con éxito.';
  const n = bookingCount(affected);
  if (n === 0) return saved;
  switch (action) {
    case 'avisar':
      return `${saved} Le avisamos a ${plural(n, 'cliente', 'clientes')}; los turnos siguen en la agenda.`;
    case 'cancelar_y_avisar': {
      // a booking already charged at the counter is not cancelled (ADR 0097, 0102): it stays
      const cancelled = bookingCount(affected.filter((t) => t.is_cancelado === '1'));
      const kept = n - cancelled;
      if (kept === 0)
        return `${saved} Cancelamos ${plural(cancelled, 'turno', 'turnos')} y le avisamos a cada cliente.`;
      const stays = `${
        kept === 1
          ? '1 turno ya cobrado en la caja sigue en la agenda'
          : `${kept} turnos ya cobrados en la caja siguen en la agenda`
      }. Le avisamos a cada cliente.`;
      return cancelled === 0
        ? `${saved} ${stays}`
        : `${saved} Cancelamos ${plural(cancelled, 'turno', 'turnos')}; ${stays}`;
    }
    case 'ninguna':
      return `${saved} Los turnos siguen en la agenda.`;
  }
}

export const DAY_OFF_CHOICES: { value: DayOffAction; label: string; help: string }[] = [
  {
    value: 'avisar',
    label: 'Avisarles a los clientes',
    help: 'Los turnos siguen en la agenda; cada cliente recibe un aviso para elegir otro día.',
  },
  {
    value: 'cancelar_y_avisar',
    label: 'Cancelar los turnos y avisarles',
    help: 'Se cancelan (una visita, completa) y cada cliente recibe un aviso.',
  },
  {
    value: 'ninguna',
    label: 'No hacer nada',
    help: 'Los turnos siguen en la agenda y nadie recibe aviso.',
  },
];
