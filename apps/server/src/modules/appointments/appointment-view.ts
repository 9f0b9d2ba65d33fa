import { toWireFlag as flag } from '@turnos/contract';
import type { AppointmentRow, TurnoRecord } from './appointments.queries';
import type { BookedClient } from './reserve.service';

/** The wire `turno` object: every seed §3 field that applies, with both name spellings. */
export function toTurno({
  a,
  clientName,
  clientDisplayName,
  clientPhone,
  clientEmail,
  chargeId,
}: TurnoRecord) {
  return {
    id_turno: a.id,
    id_cliente: a.clientId,
    id_peluquero_sucursal: a.professionalBranchId,
    id_peluquero: a.professionalId,
    id_sucursal: a.branchId,
    id_servicio: a.serviceId,
    id_servicio_de_peluquero_por_sucursal: a.professionalServiceId,
    fecha: a.fecha,
    hora: a.horaInicio,
    hora_inicio: a.horaInicio,
    hora_fin: a.horaFin,
    sobreturno: flag(a.overbooking),
    ocupado: flag(a.serviceId === 1),
    nombre_cliente: clientName,
    cliente_nombre: clientName,
    cliente_display_name: clientDisplayName,
    celular_cliente: clientPhone,
    cliente_celular: clientPhone,
    email_cliente: clientEmail,
    cliente_email: clientEmail,
    nombre_servicio: a.serviceName,
    nombre_peluquero: a.professionalName,
    nombre_sucursal: a.branchName,
    precio: a.price,
    monto_reserva: a.montoReserva,
    is_cancelado: flag(a.cancelado),
    cancelado_por: a.canceladoPor,
    fecha_cancelacion: a.cancelledAt?.toISOString() ?? null,
    reserva_paga: flag(a.reservaPaga),
    pago_aprobado_por: a.pagoAprobadoPor,
    horas_caducidad_reserva_impaga: a.expiryHours,
    horas_reprogramar_turno: a.rescheduleHours,
    horas_cancelar_turno: a.cancelHours,
    vence: a.expiresAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    asistencia: a.attendance,
    confirmado: flag(a.confirmed),
    id_visita: a.visitId,
    cobrado: flag(chargeId !== null),
    id_cobro: chargeId,
    id_serie: a.seriesId,
  };
}
export type Turno = ReturnType<typeof toTurno>;

/** What a booking just wrote, as written (no second read), with the client it was booked for. */
export const bookedTurno = (a: AppointmentRow, client: BookedClient) =>
  toTurno({
    a,
    clientName: client.name,
    clientDisplayName: client.displayName,
    clientPhone: client.phone,
    clientEmail: client.email,
    // just booked: not charged
    chargeId: null,
  });
