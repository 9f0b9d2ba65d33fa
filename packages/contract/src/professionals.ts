import { z } from 'zod';
import {
  emailSchema,
  funcionSchema,
  nameSchema,
  newPasswordSchema,
  storedPhoneSchema,
} from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/professionals/index';
import { flag01, idParam } from './params';
import { wireFlag, wireId } from './wire';

/** Contract §4.4: the professionals themselves (their services and schedules live elsewhere). */

const staffRow = z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') });
const staffToggle = staffRow.extend({ activo: flag01 });
const P_A = ['peluquero', 'peluadmin'] as const;

/** One professional-branch row, as the admin's staff list shows it. */
export const peluquero = z.strictObject({
  id_peluquero: wireId,
  id_peluquero_sucursal: wireId,
  nombre: z.string(),
  email: z.string(),
  nombre_sucursal: z.string(),
  id_sucursal: wireId,
  funcion: z.string(),
  celular: z.string(),
  activo: wireFlag,
  /** a JSON boolean on the wire (not a '0'/'1' string) */
  rol_admin: z.boolean(),
});

export const sucursalDePeluquero = z.strictObject({
  id_sucursal: wireId,
  nombre_sucursal: z.string(),
  id_peluquero_sucursal: wireId,
  activo: wireFlag,
});

export const datosPeluquero = z.strictObject({
  nombre: z.string(),
  celular: z.string(),
  funcion: z.string(),
});

export const createProfessionalInput = z.object({
  nombre: nameSchema,
  email: emailSchema,
  celular: storedPhoneSchema,
  password: newPasswordSchema,
  sucursal_id: idParam('sucursal_id'),
  // seed §5: the form always sends 'peluquero'
  funcion: funcionSchema.optional().default('peluquero'),
});
export type CreateProfessionalInput = z.output<typeof createProfessionalInput>;

export const getAllPeluqueros = defineEndpoint({
  ...paths.getAllPeluqueros,
  roles: ['peluadmin'],
  summary: 'Todos los profesionales, una fila por sucursal.',
  params: z.object({}),
  data: z.strictObject({ peluqueros: z.array(peluquero) }),
});

export const obtenerSucursalesPeluquero = defineEndpoint({
  ...paths.obtenerSucursalesPeluquero,
  roles: P_A,
  summary: 'Las sucursales de un profesional (activas o no) y sus datos.',
  params: z.object({ id_peluquero: idParam('id_peluquero') }),
  data: z.strictObject({
    sucursales: z.array(sucursalDePeluquero),
    peluquero: z.strictObject({
      id_peluquero: wireId,
      nombre: z.string(),
      email: z.string(),
      celular: z.string(),
      rol_admin: z.boolean(),
    }),
  }),
});

export const obtenerDatosPeluquero = defineEndpoint({
  ...paths.obtenerDatosPeluquero,
  roles: P_A,
  summary: 'Nombre, celular y función de un profesional (por persona o por fila de sucursal).',
  params: z
    .object({
      id_peluquero: idParam('id_peluquero').optional(),
      id_peluquero_sucursal: idParam('id_peluquero_sucursal').optional(),
    })
    .refine((p) => p.id_peluquero !== undefined || p.id_peluquero_sucursal !== undefined, {
      message: 'El parámetro id_peluquero o id_peluquero_sucursal es obligatorio.',
    }),
  data: z.strictObject({ peluquero: datosPeluquero }),
});

export const actualizarDatosPeluquero = defineEndpoint({
  ...paths.actualizarDatosPeluquero,
  roles: P_A,
  summary: 'Cambia nombre y celular de la persona y su función en esa sucursal.',
  params: staffRow.extend({
    nombre: nameSchema,
    celular: storedPhoneSchema,
    funcion: funcionSchema,
  }),
  data: z.strictObject({ id_peluquero_sucursal: wireId }),
});

export const crearPeluquero = defineEndpoint({
  ...paths.crearPeluquero,
  roles: ['peluadmin'],
  summary: 'Crea un profesional en una sucursal (o suma una sucursal a uno existente).',
  params: createProfessionalInput,
  data: z.strictObject({ id_peluquero: wireId, id_peluquero_sucursal: wireId }),
});

export const eliminarPeluquero = defineEndpoint({
  ...paths.eliminarPeluquero,
  roles: ['peluadmin'],
  summary: 'Quita a un profesional de una sucursal, con sus turnos allí.',
  params: staffRow,
  data: z.strictObject({ id_peluquero_sucursal: wireId }),
});

export const actualizarPeluqueroActivo = defineEndpoint({
  ...paths.actualizarPeluqueroActivo,
  roles: ['peluadmin'],
  summary: 'Activa o desactiva a un profesional en una sucursal.',
  params: staffToggle,
  data: z.strictObject({ id_peluquero_sucursal: wireId, activo: wireFlag }),
});

export const actualizarRolAdminPeluquero = defineEndpoint({
  ...paths.actualizarRolAdminPeluquero,
  roles: ['peluadmin'],
  summary: 'Da o quita el rol de administrador a la persona de esa fila.',
  params: staffToggle,
  data: z.strictObject({ id_peluquero_sucursal: wireId, rol_admin: z.boolean() }),
});
