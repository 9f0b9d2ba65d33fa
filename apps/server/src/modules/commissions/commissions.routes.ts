import {
  actualizarComisiones,
  obtenerComisiones,
  obtenerReporteComisiones,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { commissionReport, getCommissions, updateCommissions } from './commissions.service';

/** Contract §7.4; paths, roles and shapes in packages/contract/src/commissions.ts. */
export const commissionRoutes: RouteSpec[] = [
  routeFrom(actualizarComisiones, {
    async handler({ params, deps }) {
      return ok(await updateCommissions(deps.db, deps.clock(), params));
    },
  }),
  routeFrom(obtenerComisiones, {
    async handler({ params, user, deps }) {
      return ok(await getCommissions(deps.db, user, params.id_peluquero_sucursal));
    },
  }),
  routeFrom(obtenerReporteComisiones, {
    async handler({ params, user, deps }) {
      return ok(await commissionReport(deps.db, user, params));
    },
  }),
];
