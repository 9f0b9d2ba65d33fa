import { actualizarFeriado, crearCierre, eliminarCierre, obtenerFeriados } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { addClosure, markHoliday, removeClosure, yearCalendar } from './closures.service';

/** Contract §7.6; paths, roles and shapes in packages/contract/src/closures.ts. */
export const closureRoutes: RouteSpec[] = [
  routeFrom(obtenerFeriados, {
    async handler({ params, deps }) {
      return ok({ feriados: await yearCalendar(deps.db, params.anio, params.id_sucursal) });
    },
  }),
  routeFrom(actualizarFeriado, {
    async handler({ params, user, deps }) {
      return ok(await markHoliday(deps, user, params.fecha, params.abierto));
    },
  }),
  routeFrom(crearCierre, {
    async handler({ params, user, deps }) {
      return ok(await addClosure(deps, user, params));
    },
  }),
  routeFrom(eliminarCierre, {
    async handler({ params, deps }) {
      return ok(await removeClosure(deps, params.id_cierre));
    },
  }),
];
