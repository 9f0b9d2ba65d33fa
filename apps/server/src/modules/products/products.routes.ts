import {
  ajustarStock,
  crearProducto,
  editarProducto,
  getAllProductos,
  obtenerMovimientosStock,
  transferirStock,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import {
  actorOf,
  adjustStock,
  createProduct,
  editProduct,
  productList,
  stockMovementList,
  transferStock,
} from './products.service';

/** Contract §7.1; paths, roles and shapes in packages/contract/src/products.ts. */
export const productRoutes: RouteSpec[] = [
  routeFrom(crearProducto, {
    async handler({ params, deps }) {
      return ok(await createProduct(deps.db, params));
    },
  }),
  routeFrom(editarProducto, {
    async handler({ params: { id_producto, ...values }, deps }) {
      return ok(await editProduct(deps.db, id_producto, values));
    },
  }),
  routeFrom(getAllProductos, {
    async handler({ params, deps }) {
      return ok(await productList(deps.db, params.buscar, params.id_sucursal));
    },
  }),
  routeFrom(ajustarStock, {
    async handler({ params, user, deps }) {
      return ok(await adjustStock(deps.db, actorOf(user), deps.clock(), params));
    },
  }),
  routeFrom(transferirStock, {
    async handler({ params, user, deps }) {
      return ok(await transferStock(deps.db, actorOf(user), deps.clock(), params));
    },
  }),
  routeFrom(obtenerMovimientosStock, {
    async handler({ params, deps }) {
      return ok(await stockMovementList(deps.db, params.id_producto, params.id_sucursal));
    },
  }),
];
