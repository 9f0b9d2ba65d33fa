import { z } from 'zod';
import { priceSchema, serviceSchema } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/services/index';
import { idParam } from './params';
import { wireId, wireMoney } from './wire';

/** Contract §4.3. Service 1 ('Ocupado') never appears. */

export const servicio = z.strictObject({
  id_servicio: wireId,
  nombre: z.string(),
  descripcion: z.string(),
  /** in 15-minute modules, 1–20 */
  duracion: z.number().int().min(1).max(20),
  /** one '0'/'1' block per module */
  ocupacion: z.string().regex(/^[01]+$/),
  precio: wireMoney,
});

export const getAllServicios = defineEndpoint({
  ...paths.getAllServicios,
  roles: 'public',
  summary: 'Todos los servicios.',
  params: z.object({}),
  data: z.strictObject({ servicios: z.array(servicio) }),
});

export const getServicio = defineEndpoint({
  ...paths.getServicio,
  roles: 'public',
  summary: 'Un servicio.',
  params: z.object({ id_servicio: idParam('id_servicio') }),
  data: z.strictObject({ servicio }),
});

export const crearServicio = defineEndpoint({
  ...paths.crearServicio,
  roles: ['peluadmin'],
  summary: 'Crea un servicio.',
  params: serviceSchema,
  data: z.strictObject({ id_servicio: wireId, servicio }),
});

export const editarServicio = defineEndpoint({
  ...paths.editarServicio,
  roles: ['peluadmin'],
  summary: 'Cambia un servicio.',
  params: z.object({ id: idParam('id') }).and(serviceSchema),
  data: z.strictObject({ servicio }),
});

export const eliminarServicio = defineEndpoint({
  ...paths.eliminarServicio,
  roles: ['peluadmin'],
  summary: 'Elimina un servicio y sus turnos.',
  params: z.object({ id_servicio: idParam('id_servicio') }),
  data: z.strictObject({ id_servicio: wireId }),
});

export const actualizarPrecioServicio = defineEndpoint({
  ...paths.actualizarPrecioServicio,
  roles: ['peluadmin'],
  summary: 'Cambia el precio de un servicio.',
  params: z.object({ id_servicio: idParam('id_servicio'), precio: priceSchema }),
  data: z.strictObject({ servicio }),
});
