import { z } from 'zod';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { flag01, idParam } from '@turnos/contract/params';
import {
  getLinkedServices,
  linkService,
  setLinkedServiceActive,
  unlinkService,
} from './professional-services.service';

const staffRow = z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') });
const linkRow = staffRow.extend({
  id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
});

/** Contract §4.4: which catalog services a professional offers at a branch. */
export const professionalServiceRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-servicios-asociados`,
    roles: 'public',
    params: staffRow,
    async handler({ params, user, deps }) {
      return ok({
        serviciosPeluquero: await getLinkedServices(deps.db, user, params.id_peluquero_sucursal),
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/agregar-servicio-peluquero`,
    roles: ['peluquero', 'peluadmin'],
    params: staffRow.extend({ id_servicio: idParam('id_servicio') }),
    async handler({ params, user, deps }) {
      const id = await linkService(deps.db, user, params.id_peluquero_sucursal, params.id_servicio);
      return ok({ id_servicio_de_peluquero_por_sucursal: id });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${TURNOS}/eliminar-servicio-peluquero`,
    roles: ['peluquero', 'peluadmin'],
    params: linkRow,
    async handler({ params, user, deps }) {
      const linkId = params.id_servicio_de_peluquero_por_sucursal;
      await unlinkService(deps.db, user, params.id_peluquero_sucursal, linkId);
      return ok({ id_servicio_de_peluquero_por_sucursal: linkId });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-servicio-peluquero-activo`,
    roles: ['peluquero', 'peluadmin'],
    params: linkRow.extend({ activo: flag01 }),
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
        activo: params.activo ? '1' : '0',
      });
    },
  }),
];
