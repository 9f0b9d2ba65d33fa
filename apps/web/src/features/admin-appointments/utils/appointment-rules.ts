import type { Appointment } from '@/api/appointments';

export const hasDeposit = (t: Appointment) => Number(t.monto_reserva) > 0;
export const isBusyBlock = (t: Appointment) => t.ocupado === '1';
export const isCancelled = (t: Appointment) => t.is_cancelado === '1';

/** Seed §4: cancel is offered only for dates after today and appointments not cancelled. */
export const canCancel = (t: Appointment, today: string) => !isCancelled(t) && t.fecha > today;

/** Admin actions on the deposit and the appointment's windows. */
export function adminActions(t: Appointment, today: string) {
  const active = !isCancelled(t) && !isBusyBlock(t);
  return {
    operation: hasDeposit(t) && t.reserva_paga === '1',
    approver: (t.pago_aprobado_por ?? 0) > 0,
    neverExpires:
      active && hasDeposit(t) && t.reserva_paga === '0' && t.horas_caducidad_reserva_impaga !== 0,
    reschedulable: active && t.fecha >= today && t.horas_reprogramar_turno !== 0,
  };
}
