import { obtenerAgenda, obtenerAgendaSucursal } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { dayAgenda } from './agenda.service';
import { branchAgenda } from './branch-agenda.service';

/**
 * Contract §4.5 `obtener-agenda` and §6.1 `obtener-agenda-sucursal`; paths, roles and shapes in
 * packages/contract (agenda.ts, reception.ts).
 */
export const agendaRoutes: RouteSpec[] = [
  routeFrom(obtenerAgenda, {
    async handler({ params, user, deps }) {
      return ok(await dayAgenda(deps, user, params.id_peluquero_sucursal, params.fecha));
    },
  }),
  routeFrom(obtenerAgendaSucursal, {
    async handler({ params, user, deps }) {
      return ok(
        await branchAgenda(deps, user, params.id_sucursal, params.fecha_desde, params.fecha_hasta),
      );
    },
  }),
];
