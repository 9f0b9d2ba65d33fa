import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/agenda/index';
import { fechaParam, idParam } from './params';
import { turno } from './appointments';
import { wireFlag, wireId, wireTime } from './wire';

/**
 * One row of a professional's day: free, outside hours, a client's appointment (its `turno`
 * fields) or busy; overbookings listed beside the slot they fall in.
 */
export const agendaSlot = turno
  .omit({ id_turno: true, sobreturno: true })
  .partial()
  .extend({
    hora: wireTime,
    estado: z.enum(['no_laboral', 'no_asignado', 'ocupado', 'turno']),
    sobreturno: wireFlag,
    id_turno: wireId.nullable(),
    /** another branch of the same professional holds this time */
    otra_sucursal: z.boolean().optional(),
  });

export const obtenerAgenda = defineEndpoint({
  ...paths.obtenerAgenda,
  roles: ['peluquero', 'peluadmin'],
  summary: 'El día de un profesional en su grilla.',
  params: z.object({
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    fecha: fechaParam,
  }),
  data: z.array(agendaSlot),
});
