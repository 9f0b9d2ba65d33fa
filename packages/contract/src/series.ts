import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/series/index';
import { fechaParam, horaParam, idParam, intParam } from './params';
import { turno } from './appointments';
import { wireDate, wireId, wireTime } from './wire';

/** Contract §7.7: recurring appointments (series), booked by staff (ADR 0102). */

const P_A = ['peluquero', 'peluadmin'] as const;

export const SERIE_LIMITS = {
  cadaSemanas: { min: 1, max: 12 },
  repeticiones: { min: 2, max: 26 },
} as const;

export const noReservado = z.strictObject({
  fecha: wireDate,
  hora: wireTime,
  /** why that occurrence was not booked, in Spanish */
  motivo: z.string(),
});
export type NoReservado = z.infer<typeof noReservado>;

export const reservarSerie = defineEndpoint({
  ...paths.reservarSerie,
  roles: P_A,
  summary:
    'Reserva un turno cada N semanas, M veces: cada fecha que cumple las reglas de un turno (salvo la ventana de agenda abierta) queda reservada; las otras se informan con el motivo. La primera debe poder reservarse.',
  params: z.looseObject({
    id_cliente: idParam('id_cliente'),
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
    fecha: fechaParam,
    hora: horaParam,
    cada_semanas: intParam(
      SERIE_LIMITS.cadaSemanas.min,
      SERIE_LIMITS.cadaSemanas.max,
      'cada_semanas debe ser un número entero entre 1 y 12.',
    ),
    repeticiones: intParam(
      SERIE_LIMITS.repeticiones.min,
      SERIE_LIMITS.repeticiones.max,
      'repeticiones debe ser un número entero entre 2 y 26.',
    ),
  }),
  data: z.strictObject({
    id_serie: wireId,
    turnos: z.array(turno),
    no_reservados: z.array(noReservado),
  }),
});

export const cancelarSerie = defineEndpoint({
  ...paths.cancelarSerie,
  roles: P_A,
  summary:
    'Cancela los turnos activos de una serie desde una fecha (hoy si no se indica) en adelante; responde cuántos.',
  params: z.object({ id_serie: idParam('id_serie'), desde: fechaParam.optional() }),
  data: z.strictObject({ cancelados: z.number().int().min(0) }),
});
