import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/waitlist/index';
import { fechaParam, horaParam, idParam } from './params';
import { wireDate, wireId, wireTime } from './wire';

/** One waiting entry (contract §6.3); `hora_desde`/`hora_hasta` null = any time of the day. */
export const espera = z.strictObject({
  id_espera: wireId,
  id_peluquero_sucursal: wireId,
  id_servicio_de_peluquero_por_sucursal: wireId,
  fecha: wireDate,
  hora_desde: wireTime.nullable(),
  hora_hasta: wireTime.nullable(),
  nombre_servicio: z.string(),
  nombre_peluquero: z.string(),
  nombre_sucursal: z.string(),
});

export const anotarseListaEspera = defineEndpoint({
  ...paths.anotarseListaEspera,
  roles: ['cliente'],
  summary:
    'Anota al cliente en la lista de espera de un día sin horarios para el servicio (opcionalmente entre dos horas): se le avisa cuando se libera un horario que le sirve.',
  params: z.object({
    id_cliente: idParam('id_cliente'),
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
    fecha: fechaParam,
    hora_desde: horaParam.optional(),
    hora_hasta: horaParam.optional(),
  }),
  data: z.strictObject({ id_espera: wireId }),
});

export const obtenerListaEsperaCliente = defineEndpoint({
  ...paths.obtenerListaEsperaCliente,
  roles: ['cliente'],
  summary: 'Las listas de espera del cliente, de hoy en adelante.',
  params: z.object({ ID: idParam('ID') }),
  data: z.strictObject({ esperas: z.array(espera) }),
});

export const eliminarListaEspera = defineEndpoint({
  ...paths.eliminarListaEspera,
  roles: ['cliente', 'peluquero', 'peluadmin'],
  summary:
    'Quita una entrada de la lista de espera (el cliente la suya; el profesional las de su agenda).',
  params: z.looseObject({ id_espera: idParam('id_espera') }),
  data: z.strictObject({ id_espera: wireId }),
});

export const obtenerListaEspera = defineEndpoint({
  ...paths.obtenerListaEspera,
  roles: ['peluquero', 'peluadmin'],
  summary: 'La lista de espera de un día de la agenda de un profesional.',
  params: z.object({
    id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
    fecha: fechaParam,
  }),
  data: z.strictObject({
    esperas: z.array(
      espera.extend({
        id_cliente: wireId,
        cliente_nombre: z.string(),
        cliente_celular: z.string(),
      }),
    ),
  }),
});
