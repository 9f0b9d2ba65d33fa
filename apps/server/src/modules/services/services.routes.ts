import {
  actualizarPrecioServicio,
  crearServicio,
  editarServicio,
  eliminarServicio,
  getAllServicios,
  getServicio,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import {
  changeServicePrice,
  createService,
  editService,
  getAllServices,
  getOneService,
  removeService,
} from './services.service';

/**
 * Contract §4.3; paths, roles and shapes in packages/contract/src/services.ts. Service 1
 * ('Ocupado') is never listed, edited, deleted or repriced.
 */
export const serviceRoutes: RouteSpec[] = [
  routeFrom(getAllServicios, {
    async handler({ deps }) {
      return ok({ servicios: await getAllServices(deps.db) });
    },
  }),
  routeFrom(getServicio, {
    async handler({ params, deps }) {
      return ok({ servicio: await getOneService(deps.db, params.id_servicio) });
    },
  }),
  routeFrom(crearServicio, {
    async handler({ params, deps }) {
      const servicio = await createService(deps.db, params);
      return ok({ id_servicio: servicio.id_servicio, servicio });
    },
  }),
  routeFrom(editarServicio, {
    async handler({ params: { id, ...input }, deps }) {
      return ok({ servicio: await editService(deps.db, id, input) });
    },
  }),
  routeFrom(eliminarServicio, {
    async handler({ params, deps }) {
      await removeService(deps.db, params.id_servicio);
      return ok({ id_servicio: params.id_servicio });
    },
  }),
  routeFrom(actualizarPrecioServicio, {
    async handler({ params, deps }) {
      return ok({ servicio: await changeServicePrice(deps.db, params.id_servicio, params.precio) });
    },
  }),
];
