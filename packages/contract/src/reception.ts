import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/reception/index';
import { fechaParam, idParam } from './params';
import { asistencia, turno } from './appointments';
import { wireDate, wireId, wireTime } from './wire';

/** Contract §6.1: reception — the branch's days at a glance, attendance. */

const STAFF = ['peluquero', 'peluadmin'] as const;

/** The most days `obtener-agenda-sucursal` answers at once, both ends included. */
export const BRANCH_AGENDA_MAX_DAYS = 31;

/** One professional's column: their working hours on each date of the range. */
export const columnaProfesional = z.strictObject({
  id_peluquero_sucursal: wireId,
  nombre: z.string(),
  funcion: z.string(),
  dias: z.array(
    z.strictObject({
      fecha: wireDate,
      /** the weekday's shifts; empty on a day not worked or a non-working date */
      horario: z.array(z.strictObject({ desde: wireTime, hasta: wireTime })),
    }),
  ),
});

export const obtenerAgendaSucursal = defineEndpoint({
  ...paths.obtenerAgendaSucursal,
  roles: STAFF,
  summary:
    'Los profesionales de una sucursal con su horario por día y los turnos del período (a lo sumo 31 días); un profesional sin rol de administrador ve solo su columna.',
  params: z.object({
    id_sucursal: idParam('id_sucursal'),
    fecha_desde: fechaParam,
    fecha_hasta: fechaParam.optional(),
  }),
  data: z.strictObject({
    profesionales: z.array(columnaProfesional),
    /** not cancelled, busy blocks included, by date and time */
    turnos: z.array(turno),
  }),
});

export const actualizarAsistenciaTurno = defineEndpoint({
  ...paths.actualizarAsistenciaTurno,
  roles: STAFF,
  summary: 'Marca si el cliente vino a un turno ya empezado y no cancelado.',
  params: z.object({
    id_turno: idParam('id_turno'),
    asistencia: z.enum(asistencia.options, { error: 'Asistencia inválida.' }),
  }),
  data: z.strictObject({ id_turno: wireId, asistencia, message: z.string().min(1) }),
});
