import { z } from 'zod';
import { branchSchema } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/branches/index';
import { idParam } from './params';
import { wireId } from './wire';

/** Contract §4.2. */

export const sucursal = z.strictObject({ id: wireId, nombre: z.string(), direccion: z.string() });

/** An active professional of a branch, as the booking dropdown lists them. */
export const peluqueroDeSucursal = z.strictObject({
  id_peluquero_sucursal: wireId,
  nombre: z.string(),
  funcion: z.string(),
});

export const getAllSucursales = defineEndpoint({
  ...paths.getAllSucursales,
  roles: 'public',
  summary: 'Todas las sucursales.',
  params: z.object({}),
  data: z.strictObject({ sucursales: z.array(sucursal) }),
});

export const crearSucursal = defineEndpoint({
  ...paths.crearSucursal,
  roles: ['peluadmin'],
  summary: 'Crea una sucursal.',
  params: branchSchema,
  data: z.strictObject({ status: z.literal('created'), id: wireId, sucursal }),
});

export const editarSucursal = defineEndpoint({
  ...paths.editarSucursal,
  roles: ['peluadmin'],
  summary: 'Cambia el nombre y la dirección de una sucursal.',
  params: branchSchema.extend({ id: idParam('id') }),
  data: z.strictObject({ sucursal }),
});

export const eliminarSucursal = defineEndpoint({
  ...paths.eliminarSucursal,
  roles: ['peluadmin'],
  summary: 'Elimina una sucursal, sus profesionales y sus turnos.',
  params: z.object({ id: idParam('id') }),
  data: z.strictObject({ id: wireId }),
});

export const getPeluquerosPorSucursal = defineEndpoint({
  ...paths.getPeluquerosPorSucursal,
  roles: 'public',
  summary: 'Los profesionales activos de una sucursal.',
  params: z.object({ id_sucursal: idParam('id_sucursal') }),
  data: z.strictObject({ peluqueros: z.array(peluqueroDeSucursal) }),
});
