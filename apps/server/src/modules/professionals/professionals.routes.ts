import {
  actualizarDatosPeluquero,
  actualizarPeluqueroActivo,
  actualizarRolAdminPeluquero,
  crearPeluquero,
  eliminarPeluquero,
  getAllPeluqueros,
  getPeluquerosPorSucursal,
  obtenerDatosPeluquero,
  obtenerSucursalesPeluquero,
  toWireFlag,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { createProfessional } from './create-professional.service';
import {
  getActiveProfessionalsOfBranch,
  getAllProfessionals,
  getBranchesOfProfessional,
  getProfessionalData,
  removeProfessionalBranch,
  setProfessionalActive,
  setProfessionalAdmin,
  updateProfessionalData,
} from './professionals.service';

/**
 * Contract §4.4: the professionals themselves (their services and schedules live elsewhere),
 * and §4.2's active professionals of a branch (here, so branches needs nothing of professionals);
 * paths, roles and shapes in packages/contract/src/professionals.ts and branches.ts.
 */
export const professionalRoutes: RouteSpec[] = [
  routeFrom(getAllPeluqueros, {
    async handler({ deps }) {
      return ok({ peluqueros: await getAllProfessionals(deps.db) });
    },
  }),
  routeFrom(obtenerSucursalesPeluquero, {
    async handler({ params, user, deps }) {
      return ok(await getBranchesOfProfessional(deps.db, user, params.id_peluquero));
    },
  }),
  routeFrom(obtenerDatosPeluquero, {
    async handler({ params, user, deps }) {
      return ok({ peluquero: await getProfessionalData(deps.db, user, params) });
    },
  }),
  routeFrom(actualizarDatosPeluquero, {
    async handler({ params: { id_peluquero_sucursal, ...values }, user, deps }) {
      await updateProfessionalData(deps.db, user, id_peluquero_sucursal, values);
      return ok({ id_peluquero_sucursal });
    },
  }),
  routeFrom(crearPeluquero, {
    async handler({ params, deps }) {
      return ok(await createProfessional(deps.db, params));
    },
  }),
  routeFrom(eliminarPeluquero, {
    async handler({ params, deps }) {
      await removeProfessionalBranch(deps.db, params.id_peluquero_sucursal);
      return ok({ id_peluquero_sucursal: params.id_peluquero_sucursal });
    },
  }),
  routeFrom(actualizarPeluqueroActivo, {
    async handler({ params, deps }) {
      await setProfessionalActive(deps.db, params.id_peluquero_sucursal, params.activo);
      return ok({
        id_peluquero_sucursal: params.id_peluquero_sucursal,
        activo: toWireFlag(params.activo),
      });
    },
  }),
  routeFrom(actualizarRolAdminPeluquero, {
    async handler({ params, user, deps }) {
      await setProfessionalAdmin(deps.db, user, params.id_peluquero_sucursal, params.activo);
      return ok({ id_peluquero_sucursal: params.id_peluquero_sucursal, rol_admin: params.activo });
    },
  }),
  routeFrom(getPeluquerosPorSucursal, {
    async handler({ params, deps }) {
      return ok({ peluqueros: await getActiveProfessionalsOfBranch(deps.db, params.id_sucursal) });
    },
  }),
];
