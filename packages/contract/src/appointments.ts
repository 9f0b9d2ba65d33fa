import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/appointments/index';
import { fechaParam, flag01, horaParam, idParam } from './params';
import { wireDate, wireFlag, wireId, wireMoney, wireTime } from './wire';

/** Contract §4.5: availability and a client's appointments. */

const ALL = ['cliente', 'peluquero', 'peluadmin'] as const;
const isoInstant = z.iso.datetime();
/** Contract §6: whether the client came to an appointment. */
export const asistencia = z.enum(['pendiente', 'asistio', 'no_asistio']);

/** The wire `turno` object: every seed §3 field that applies, with both name spellings. */
export const turno = z.strictObject({
  id_turno: wireId,
  id_cliente: wireId,
  id_peluquero_sucursal: wireId,
  id_peluquero: wireId,
  id_sucursal: wireId,
  id_servicio: wireId,
  /** null for a busy block */
  id_servicio_de_peluquero_por_sucursal: wireId.nullable(),
  fecha: wireDate,
  hora: wireTime,
  hora_inicio: wireTime,
  hora_fin: wireTime,
  sobreturno: wireFlag,
  /** '1' for a busy block (service 1) */
  ocupado: wireFlag,
  nombre_cliente: z.string(),
  cliente_nombre: z.string(),
  cliente_display_name: z.string(),
  celular_cliente: z.string(),
  cliente_celular: z.string(),
  email_cliente: z.string(),
  cliente_email: z.string(),
  nombre_servicio: z.string(),
  nombre_peluquero: z.string(),
  nombre_sucursal: z.string(),
  precio: wireMoney,
  monto_reserva: wireMoney,
  is_cancelado: wireFlag,
  cancelado_por: z.string().nullable(),
  fecha_cancelacion: isoInstant.nullable(),
  reserva_paga: wireFlag,
  /** who marked the deposit paid: an admin's id, 0 for Mercado Pago, null when not paid by either */
  pago_aprobado_por: z.number().int().min(0).nullable(),
  horas_caducidad_reserva_impaga: z.number().int(),
  horas_reprogramar_turno: z.number().int(),
  /** contract §6.4: the cancel cut-off this appointment was booked with */
  horas_cancelar_turno: z.number().int(),
  vence: isoInstant.nullable(),
  createdAt: isoInstant,
  /** whether the client came (contract §6.1); 'pendiente' until staff mark it */
  asistencia: asistencia,
  /** '1' once the client confirmed it by answering the WhatsApp reminder (contract §6.5) */
  confirmado: wireFlag,
  /** the visit it belongs to (contract §6.2); null for a single booking */
  id_visita: wireId.nullable(),
  /** '1' while a valid charge at the counter has it (contract §7.3) */
  cobrado: wireFlag,
  /** that charge; null until charged, and again once it is annulled */
  id_cobro: wireId.nullable(),
  /** the series it was booked in (contract §7.7); null outside one */
  id_serie: wireId.nullable(),
});

export const obtenerHorariosDisponibles = defineEndpoint({
  ...paths.obtenerHorariosDisponibles,
  roles: 'public',
  summary: 'Las horas libres de un profesional para un servicio en una fecha.',
  params: z.object({
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
    fecha: fechaParam,
    id_turno: idParam('id_turno').optional(),
  }),
  data: z.strictObject({ horarios: z.array(wireTime) }),
});

export const obtenerHorariosOcupados = defineEndpoint({
  ...paths.obtenerHorariosOcupados,
  roles: ['peluquero', 'peluadmin'],
  summary: 'Los módulos de 15 minutos ocupados de un profesional en una fecha.',
  params: z.object({
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    fecha: fechaParam,
    id_turno: idParam('id_turno').optional(),
  }),
  data: z.array(z.strictObject({ hora: wireTime })),
});

export const reservarTurno = defineEndpoint({
  ...paths.reservarTurno,
  roles: ALL,
  summary: 'Reserva un turno (precio, duración y seña los decide el servidor).',
  params: z.looseObject({
    id_cliente: idParam('id_cliente'),
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
    fecha: fechaParam,
    hora: horaParam,
    esSobreturno: flag01.optional(),
    /** contract §7.5: pay the whole deposit with the client's credit, or book nothing (1009) */
    usar_saldo: flag01.optional(),
  }),
  data: z.strictObject({
    id_turno: wireId,
    monto_reserva: wireMoney,
    reserva_paga: wireFlag,
    vence: isoInstant.nullable(),
    turno,
  }),
});

export const marcarOcupado = defineEndpoint({
  ...paths.marcarOcupado,
  roles: ['peluquero', 'peluadmin'],
  summary: 'Bloquea un horario del profesional.',
  params: z.object({
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    fecha: fechaParam,
    hora: horaParam,
  }),
  data: z.strictObject({ id_turno: wireId, message: z.string().min(1) }),
});

export const reprogramarTurno = defineEndpoint({
  ...paths.reprogramarTurno,
  roles: ALL,
  summary:
    'Mueve un turno a otra fecha y hora, con todas las reglas de reserva; el personal puede pasarlo a otro profesional de la sucursal que ofrezca el mismo servicio (§6.1).',
  params: z.looseObject({
    id_turno: idParam('id_turno'),
    fecha_nueva: fechaParam,
    hora: horaParam,
    id_peluquero_sucursal_nuevo: idParam('id_peluquero_sucursal_nuevo').optional(),
  }),
  data: z.strictObject({ id_turno: wireId, turno }),
});

export const cancelarTurno = defineEndpoint({
  ...paths.cancelarTurno,
  roles: ALL,
  summary: 'Cancela un turno.',
  params: z.looseObject({
    id_turno: idParam('id_turno'),
    cancelado_por: z.string().max(20).optional(),
  }),
  data: z.strictObject({ id_turno: wireId, cancelado_por: z.string().nullable() }),
});

export const obtenerTurnosCliente = defineEndpoint({
  ...paths.obtenerTurnosCliente,
  roles: ['cliente', 'peluadmin'],
  summary: 'Todos los turnos de un cliente, el más nuevo primero.',
  params: z.object({ ID: idParam('ID') }),
  data: z.strictObject({ turnos: z.array(turno) }),
});

export const obtenerTurnosActivosCliente = defineEndpoint({
  ...paths.obtenerTurnosActivosCliente,
  roles: ['cliente', 'peluadmin'],
  summary: 'Los turnos próximos y no cancelados de un cliente, y cuántos son.',
  params: z.object({ ID: idParam('ID') }),
  data: z.strictObject({ turnos: z.array(turno), cantidad: z.number().int().min(0) }),
});

export const obtenerMaxTurnosActivos = defineEndpoint({
  ...paths.obtenerMaxTurnosActivos,
  roles: 'public',
  summary: 'Cuántos turnos activos puede tener un cliente (0: sin límite).',
  params: z.object({}),
  data: z.number().int().min(0),
});
