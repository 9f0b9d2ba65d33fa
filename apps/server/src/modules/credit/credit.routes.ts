import { ajustarSaldoCliente, obtenerSaldoCliente } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { adjustCredit, clientCredit } from './credit.service';

/** Contract §7.5; paths, roles and shapes in packages/contract/src/credit.ts. */
export const creditRoutes: RouteSpec[] = [
  routeFrom(obtenerSaldoCliente, {
    async handler({ params, user, deps }) {
      return ok(await clientCredit(deps.db, user, deps.clock(), params.ID));
    },
  }),
  routeFrom(ajustarSaldoCliente, {
    async handler({ params, user, deps }) {
      return ok(await adjustCredit(deps.db, user, deps.clock(), params));
    },
  }),
];
