import { z } from 'zod';
import { funcionSchema, nameSchema, storedPhoneSchema } from '@turnos/domain';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { flag01, idParam } from '@turnos/contract/params';
import { createProfessional, createProfessionalInput } from './create-professional.service';
import {
  getAllProfessionals,
  getBranchesOfProfessional,
  getProfessionalData,
  removeProfessionalBranch,
  setProfessionalActive,
  setProfessionalAdmin,
  updateProfessionalData,
} from './professionals.service';

const staffRow = z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') });
const staffToggle = staffRow.extend({ activo: flag01 });

/** Contract §4.4: the professionals themselves (their services and schedules live elsewhere). */
export const professionalRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/get-all-peluqueros`,
    roles: ['peluadmin'],
    params: z.object({}),
    async handler({ deps }) {
      return ok({ peluqueros: await getAllProfessionals(deps.db) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-sucursales-peluquero`,
    roles: ['peluquero', 'peluadmin'],
    params: z.object({ id_peluquero: idParam('id_peluquero') }),
    async handler({ params, user, deps }) {
      return ok(await getBranchesOfProfessional(deps.db, user, params.id_peluquero));
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-datos-peluquero`,
    roles: ['peluquero', 'peluadmin'],
    params: z
      .object({
        id_peluquero: idParam('id_peluquero').optional(),
        id_peluquero_sucursal: idParam('id_peluquero_sucursal').optional(),
      })
      .refine((p) => p.id_peluquero !== undefined || p.id_peluquero_sucursal !== undefined, {
        message: 'El parámetro id_peluquero o id_peluquero_sucursal es obligatorio.',
      }),
    async handler({ params, user, deps }) {
      return ok({ peluquero: await getProfessionalData(deps.db, user, params) });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-datos-peluquero`,
    roles: ['peluquero', 'peluadmin'],
    params: staffRow.extend({
      nombre: nameSchema,
      celular: storedPhoneSchema,
      funcion: funcionSchema,
    }),
    async handler({ params: { id_peluquero_sucursal, ...values }, user, deps }) {
      await updateProfessionalData(deps.db, user, id_peluquero_sucursal, values);
      return ok({ id_peluquero_sucursal });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/crear-peluquero`,
    roles: ['peluadmin'],
    params: createProfessionalInput,
    async handler({ params, deps }) {
      return ok(await createProfessional(deps.db, params));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${TURNOS}/eliminar-peluquero`,
    roles: ['peluadmin'],
    params: staffRow,
    async handler({ params, deps }) {
      await removeProfessionalBranch(deps.db, params.id_peluquero_sucursal);
      return ok({ id_peluquero_sucursal: params.id_peluquero_sucursal });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-peluquero-activo`,
    roles: ['peluadmin'],
    params: staffToggle,
    async handler({ params, deps }) {
      await setProfessionalActive(deps.db, params.id_peluquero_sucursal, params.activo);
      return ok({
        id_peluquero_sucursal: params.id_peluquero_sucursal,
        activo: params.activo ? '1' : '0',
      });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-rol-admin-peluquero`,
    roles: ['peluadmin'],
    params: staffToggle,
    async handler({ params, user, deps }) {
      await setProfessionalAdmin(deps.db, user, params.id_peluquero_sucursal, params.activo);
      return ok({ id_peluquero_sucursal: params.id_peluquero_sucursal, rol_admin: params.activo });
    },
  }),
];
