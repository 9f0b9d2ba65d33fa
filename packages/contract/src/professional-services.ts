import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/professional-services/index';
import { flag01, idParam } from './params';
import { wireFlag, wireId, wireMoney } from './wire';

/** Contract §4.4: which catalog services a professional offers at a branch. */

const staffRow = z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') });
const linkRow = staffRow.extend({
  id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
});
const P_A = ['peluquero', 'peluadmin'] as const;

export const servicioDePeluquero = z.strictObject({
  id_servicio_de_peluquero_por_sucursal: wireId,
  id_servicio: wireId,
  nombre: z.string(),
  descripcion: z.string(),
  duracion: z.number().int().min(1).max(20),
  precio: wireMoney,
  ocupacion: z.string().regex(/^[01]+$/),
  activo: wireFlag,
});

export const obtenerServiciosAsociados = defineEndpoint({
  ...paths.obtenerServiciosAsociados,
  roles: 'public',
  summary:
    'Los servicios de un profesional en una sucursal: los activos, o todos para el dueño y los administradores.',
  params: staffRow,
  data: z.strictObject({ serviciosPeluquero: z.array(servicioDePeluquero) }),
});

export const agregarServicioPeluquero = defineEndpoint({
  ...paths.agregarServicioPeluquero,
  roles: P_A,
  summary: 'Asocia un servicio del catálogo a un profesional en una sucursal.',
  params: staffRow.extend({ id_servicio: idParam('id_servicio') }),
  data: z.strictObject({ id_servicio_de_peluquero_por_sucursal: wireId }),
});

export const eliminarServicioPeluquero = defineEndpoint({
  ...paths.eliminarServicioPeluquero,
  roles: P_A,
  summary: 'Quita un servicio asociado, con sus turnos.',
  params: linkRow,
  data: z.strictObject({ id_servicio_de_peluquero_por_sucursal: wireId }),
});

export const actualizarServicioPeluqueroActivo = defineEndpoint({
  ...paths.actualizarServicioPeluqueroActivo,
  roles: P_A,
  summary: 'Activa o desactiva un servicio asociado.',
  params: linkRow.extend({ activo: flag01 }),
  data: z.strictObject({ id_servicio_de_peluquero_por_sucursal: wireId, activo: wireFlag }),
});
