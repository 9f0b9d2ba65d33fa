import {
  abrirCaja,
  anularCobro,
  cerrarCaja,
  exportarCobros,
  movimientoCaja,
  obtenerCaja,
  obtenerCajas,
  obtenerCobros,
  registrarCobro,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { annulChargeById } from './annul.service';
import { registerCharge } from './charge.service';
import { chargeList, exportCharges } from './charges-list.service';
import {
  addTillMovement,
  closeTillWithCount,
  openTill,
  tillDetail,
  tillList,
} from './till.service';

/** Contract §7.2 and §7.3; paths, roles and shapes in packages/contract/src/till.ts, charges.ts. */
export const counterRoutes: RouteSpec[] = [
  routeFrom(abrirCaja, {
    async handler({ params, user, deps }) {
      return ok(await openTill(deps.db, user, deps.clock(), params));
    },
  }),
  routeFrom(obtenerCaja, {
    async handler({ params, user, deps }) {
      return ok(await tillDetail(deps.db, user, params));
    },
  }),
  routeFrom(movimientoCaja, {
    async handler({ params, user, deps }) {
      return ok(await addTillMovement(deps.db, user, deps.clock(), params));
    },
  }),
  routeFrom(cerrarCaja, {
    async handler({ params, user, deps }) {
      return ok(await closeTillWithCount(deps.db, user, deps.clock(), params));
    },
  }),
  routeFrom(obtenerCajas, {
    async handler({ params, deps }) {
      return ok(await tillList(deps.db, params));
    },
  }),
  routeFrom(registrarCobro, {
    async handler({ params, user, deps }) {
      return ok(await registerCharge(deps.db, user, deps.clock(), params));
    },
  }),
  routeFrom(anularCobro, {
    async handler({ params, user, deps }) {
      return ok(await annulChargeById(deps.db, user, deps.clock(), params));
    },
  }),
  routeFrom(obtenerCobros, {
    async handler({ params, user, deps }) {
      return ok(await chargeList(deps.db, user, params));
    },
  }),
  routeFrom(exportarCobros, {
    async handler({ params, deps, reply }) {
      return exportCharges(deps.db, params, reply);
    },
  }),
];
