import {
  actualizarServicioPeluqueroActivo,
  agregarServicioPeluquero,
  eliminarServicioPeluquero,
  obtenerServiciosAsociados,
  toWireFlag,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import {
  getLinkedServices,
  linkService,
  setLinkedServiceActive,
  unlinkService,
} from './professional-services.service';

/**
 * Contract §4.4: which catalog services a professional offers at a branch; paths, roles and
 * shapes in packages/contract/src/professional-services.ts.
 */
export const professionalServiceRoutes: RouteSpec[] = [
  routeFrom(obtenerServiciosAsociados, {
    async handler({ params, user, deps }) {
      return ok({
        serviciosPeluquero: await getLinkedServices(deps.db, user, params.id_peluquero_sucursal),
      });
    },
  }),
  routeFrom(agregarServicioPeluquero, {
    async handler({ params, user, deps }) {
      const id = await linkService(deps.db, user, params.id_peluquero_sucursal, params.id_servicio);
      return ok({ id_servicio_de_peluquero_por_sucursal: id });
    },
  }),
  routeFrom(eliminarServicioPeluquero, {
    async handler({ params, user, deps }) {
      const linkId = params.id_servicio_de_peluquero_por_sucursal;
      await unlinkService(deps.db, user, params.id_peluquero_sucursal, linkId);
      return ok({ id_servicio_de_peluquero_por_sucursal: linkId });
    },
  }),
  routeFrom(actualizarServicioPeluqueroActivo, {
    async handler({ params, user, deps }) {
      const linkId = params.id_servicio_de_peluquero_por_sucursal;
      await setLinkedServiceActive(
        deps.db,
        user,
        params.id_peluquero_sucursal,
        linkId,
        params.activo,
      );
      return ok({
        id_servicio_de_peluquero_por_sucursal: linkId,
        activo: toWireFlag(params.activo),
      });
    },
  }),
];
