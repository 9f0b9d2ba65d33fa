import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/client-file/index';
import { anyText, idParam } from './params';
import { turno } from './appointments';
import { cliente } from './clients';
import { wireDate } from './wire';

/** Contract §6.1: the client's file for staff — history, counts and a private staff note. */

const STAFF = ['peluquero', 'peluadmin'] as const;
const message = z.strictObject({ message: z.string().min(1) });

/** The most characters of a staff note about a client. */
export const NOTA_CLIENTE_MAX = 2000;

export const obtenerFichaCliente = defineEndpoint({
  ...paths.obtenerFichaCliente,
  roles: STAFF,
  summary:
    'La ficha de un cliente: sus datos y la nota del personal, el resumen de sus turnos y su historial (un profesional, solo sus turnos).',
  params: z.object({ ID: idParam('ID') }),
  data: z.strictObject({
    cliente: cliente.extend({ nota: z.string() }),
    resumen: z.strictObject({
      turnos: z.number().int().min(0),
      asistidos: z.number().int().min(0),
      no_asistidos: z.number().int().min(0),
      cancelados: z.number().int().min(0),
      /** the date of the last appointment not cancelled up to today, or null */
      ultimo_turno: wireDate.nullable(),
    }),
    /** newest first */
    turnos: z.array(turno),
  }),
});

export const actualizarNotaCliente = defineEndpoint({
  ...paths.actualizarNotaCliente,
  roles: STAFF,
  summary: 'Guarda la nota del personal sobre un cliente (nunca se le muestra al cliente).',
  params: z.object({ ID: idParam('ID'), nota: anyText(NOTA_CLIENTE_MAX) }),
  data: message,
});
