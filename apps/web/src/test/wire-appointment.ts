import type { Appointment } from '@/api/appointments';

/**
 * A whole wire `turno` (contract §4.5), every member the server sends, for tests; `over` sets what
 * a test looks at. `wire-appointment.test.ts` checks it against the contract's schema.
 */
export function wireAppointment(over: Partial<Appointment> = {}): Appointment {
  return {
    id_turno: 1,
    id_cliente: 7,
    id_peluquero_sucursal: 3,
    id_peluquero: 2,
    id_sucursal: 1,
    id_servicio: 5,
    id_servicio_de_peluquero_por_sucursal: 9,
    fecha: '2030-01-15',
    hora: '10:00',
    hora_inicio: '10:00',
    hora_fin: '10:45',
    sobreturno: '0',
    ocupado: '0',
    nombre_cliente: 'Cliente',
    cliente_nombre: 'Cliente',
    cliente_display_name: 'Cliente',
    celular_cliente: '5492971234567',
    cliente_celular: '5492971234567',
    email_cliente: 'c@t.test',
    cliente_email: 'c@t.test',
    nombre_servicio: 'Corte de dama',
    nombre_peluquero: 'Lucía Fernández',
    nombre_sucursal: 'Centro',
    precio: '18000.00',
    monto_reserva: '0.00',
    is_cancelado: '0',
    cancelado_por: null,
    fecha_cancelacion: null,
    reserva_paga: '1',
    pago_aprobado_por: null,
    horas_caducidad_reserva_impaga: 24,
    horas_reprogramar_turno: 24,
    horas_cancelar_turno: 0,
    vence: null,
    createdAt: '2030-01-01T12:00:00.000Z',
    asistencia: 'pendiente',
    confirmado: '0',
    id_visita: null,
    cobrado: '0',
    id_cobro: null,
    id_serie: null,
    ...over,
  };
}
