import {
  crearSucursal,
  editarSucursal,
  eliminarSucursal,
  getAllSucursales,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { createBranch, editBranch, getAllBranches, removeBranch } from './branches.service';

/** Contract §4.2; paths, roles and shapes in packages/contract/src/branches.ts. */
export const branchRoutes: RouteSpec[] = [
  routeFrom(getAllSucursales, {
    async handler({ deps }) {
      return ok({ sucursales: await getAllBranches(deps.db) });
    },
  }),
  routeFrom(crearSucursal, {
    async handler({ params, deps }) {
      const sucursal = await createBranch(deps.db, params);
      return ok({ status: 'created' as const, id: sucursal.id, sucursal });
    },
  }),
  routeFrom(editarSucursal, {
    async handler({ params: { id, ...values }, deps }) {
      return ok({ sucursal: await editBranch(deps.db, id, values) });
    },
  }),
  routeFrom(eliminarSucursal, {
    async handler({ params, deps }) {
      await removeBranch(deps.db, params.id);
      return ok({ id: params.id });
    },
  }),
];
