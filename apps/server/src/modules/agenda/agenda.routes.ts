import { obtenerAgenda } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { dayAgenda } from './agenda.service';

/** Contract §4.5 `obtener-agenda`; path, roles and shapes in packages/contract/src/agenda.ts. */
export const agendaRoutes: RouteSpec[] = [
  routeFrom(obtenerAgenda, {
    async handler({ params, user, deps }) {
      return ok(await dayAgenda(deps, user, params.id_peluquero_sucursal, params.fecha));
    },
  }),
];
