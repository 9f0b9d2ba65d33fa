import {
  anotarseListaEspera,
  eliminarListaEspera,
  obtenerListaEspera,
  obtenerListaEsperaCliente,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { clientWaitlist, dayWaitlist, joinWaitlist, leaveWaitlist } from './waitlist.service';

/** Contract §6.3: the waitlist of a day with no fitting start. */
export const waitlistRoutes: RouteSpec[] = [
  routeFrom(anotarseListaEspera, {
    async handler({ params, user, deps }) {
      return ok(await joinWaitlist(deps, user, params));
    },
  }),
  routeFrom(obtenerListaEsperaCliente, {
    async handler({ params, user, deps }) {
      return ok(await clientWaitlist(deps, user, params.ID));
    },
  }),
  routeFrom(eliminarListaEspera, {
    async handler({ params, user, deps }) {
      return ok(await leaveWaitlist(deps, user, params.id_espera));
    },
  }),
  routeFrom(obtenerListaEspera, {
    async handler({ params, user, deps }) {
      return ok(await dayWaitlist(deps, user, params.id_peluquero_sucursal, params.fecha));
    },
  }),
];
