import { z } from 'zod';
import { branchSchema } from '@turnos/domain';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { idParam } from '../../http/param-schemas';
import {
  createBranch,
  editBranch,
  getActiveProfessionalsOfBranch,
  getAllBranches,
  removeBranch,
} from './branches.service';

/** Contract §4.2. */
export const branchRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/get-all-sucursales`,
    roles: 'public',
    params: z.object({}),
    async handler({ deps }) {
      return ok({ sucursales: await getAllBranches(deps.db) });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/crear-sucursal`,
    roles: ['peluadmin'],
    params: branchSchema,
    async handler({ params, deps }) {
      const sucursal = await createBranch(deps.db, params);
      return ok({ status: 'created', id: sucursal.id, sucursal });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/editar-sucursal`,
    roles: ['peluadmin'],
    params: branchSchema.extend({ id: idParam('id') }),
    async handler({ params: { id, ...values }, deps }) {
      return ok({ sucursal: await editBranch(deps.db, id, values) });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${TURNOS}/eliminar-sucursal`,
    roles: ['peluadmin'],
    params: z.object({ id: idParam('id') }),
    async handler({ params, deps }) {
      await removeBranch(deps.db, params.id);
      return ok({ id: params.id });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/get-peluqueros-por-sucursal`,
    roles: 'public',
    params: z.object({ id_sucursal: idParam('id_sucursal') }),
    async handler({ params, deps }) {
      return ok({ peluqueros: await getActiveProfessionalsOfBranch(deps.db, params.id_sucursal) });
    },
  }),
];
