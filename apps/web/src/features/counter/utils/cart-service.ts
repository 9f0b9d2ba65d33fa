import type { Appointment } from '@/api/appointments';
import type { CartService } from './cart-figures';

/** Whether an appointment can go into a cart: a real one, not cancelled, not charged yet. */
export const chargeable = (t: Appointment) =>
  t.ocupado === '0' && t.is_cancelado === '0' && t.cobrado === '0';

/** An appointment as a cart's service line; its paid deposit is the seña applied. */
export function cartService(t: Appointment): CartService {
  return {
    id_turno: t.id_turno,
    nombre: t.nombre_servicio,
    profesional: t.nombre_peluquero,
    id_peluquero_sucursal: t.id_peluquero_sucursal,
    hora: t.hora_inicio.slice(0, 5),
    precio: t.precio,
    sena: t.reserva_paga === '1' ? t.monto_reserva : '0.00',
    id_cliente: t.id_cliente,
  };
}

/** The appointment and the other chargeable appointments of its visit, in the order done. */
export function withVisit(t: Appointment, day: readonly Appointment[]): Appointment[] {
  if (t.id_visita === null) return [t];
  const visit = day.filter((x) => x.id_visita === t.id_visita && chargeable(x));
  const rest = visit.filter((x) => x.id_turno !== t.id_turno);
  return [t, ...rest].sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio));
}
