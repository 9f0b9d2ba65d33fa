import { z } from 'zod';
import { branchSchema } from '@turnos/domain';
import { TURNOS_NS, defineEndpoint } from './endpoint';
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
  namespace: TURNOS_NS,
  name: 'get-all-sucursales',
  method: 'GET',
  roles: 'public',
  summary: 'Todas las sucursales.',
  params: z.object({}),
  data: z.strictObject({ sucursales: z.array(sucursal) }),
});

export const crearSucursal = defineEndpoint({
  namespace: TURNOS_NS,
  name: 'crear-sucursal',
  method: 'POST',
  roles: ['peluadmin'],
  summary: 'Crea una sucursal.',
  params: branchSchema,
  data: z.strictObject({ status: z.literal('created'), id: wireId, sucursal }),
});

export const editarSucursal = defineEndpoint({
  namespace: TURNOS_NS,
  name: 'editar-sucursal',
  method: 'PUT',
  roles: ['peluadmin'],
  summary: 'Cambia el nombre y la dirección de una sucursal.',
  params: branchSchema.extend({ id: idParam('id') }),
  data: z.strictObject({ sucursal }),
});

export const eliminarSucursal = defineEndpoint({
  namespace: TURNOS_NS,
  name: 'eliminar-sucursal',
  method: 'DELETE',
  roles: ['peluadmin'],
  summary: 'Elimina una sucursal, sus profesionales y sus turnos.',
  params: z.object({ id: idParam('id') }),
  data: z.strictObject({ id: wireId }),
});

export const getPeluquerosPorSucursal = defineEndpoint({
  namespace: TURNOS_NS,
  name: 'get-peluqueros-por-sucursal',
  method: 'GET',
  roles: 'public',
  summary: 'Los profesionales activos de una sucursal.',
  params: z.object({ id_sucursal: idParam('id_sucursal') }),
  data: z.strictObject({ peluqueros: z.array(peluqueroDeSucursal) }),
});
