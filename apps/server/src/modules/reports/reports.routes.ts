import { exportarTurnos, obtenerReporte } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { exportAppointments } from './export.service';
import { report } from './report.service';

/** Contract §6.6 reports and the appointments export; paths, roles and shapes in packages/contract. */
export const reportRoutes: RouteSpec[] = [
  routeFrom(obtenerReporte, {
    async handler({ params, user, deps }) {
      return ok(await report(deps, user, params));
    },
  }),
  routeFrom(exportarTurnos, {
    async handler({ params, user, deps, reply }) {
      return exportAppointments(deps, user, params, reply);
    },
  }),
];
