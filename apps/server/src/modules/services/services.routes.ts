import { z } from 'zod';
import { priceSchema, serviceSchema } from '@turnos/domain';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { idParam } from '../../http/param-schemas';
import {
  changeServicePrice,
  createService,
  editService,
  getAllServices,
  getOneService,
  removeService,
} from './services.service';

/** Contract §4.3. Service 1 ('Ocupado') is never listed, edited, deleted or repriced. */
export const serviceRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/get-all-servicios`,
    roles: 'public',
    params: z.object({}),
    async handler({ deps }) {
      return ok({ servicios: await getAllServices(deps.db) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/get-servicio`,
    roles: 'public',
    params: z.object({ id_servicio: idParam('id_servicio') }),
    async handler({ params, deps }) {
      return ok({ servicio: await getOneService(deps.db, params.id_servicio) });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/crear-servicio`,
    roles: ['peluadmin'],
    params: serviceSchema,
    async handler({ params, deps }) {
      const servicio = await createService(deps.db, params);
      return ok({ id_servicio: servicio.id_servicio, servicio });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/editar-servicio`,
    roles: ['peluadmin'],
    params: z.object({ id: idParam('id') }).and(serviceSchema),
    async handler({ params: { id, ...input }, deps }) {
      return ok({ servicio: await editService(deps.db, id, input) });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${TURNOS}/eliminar-servicio`,
    roles: ['peluadmin'],
    params: z.object({ id_servicio: idParam('id_servicio') }),
    async handler({ params, deps }) {
      await removeService(deps.db, params.id_servicio);
      return ok({ id_servicio: params.id_servicio });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-precio-servicio`,
    roles: ['peluadmin'],
    params: z.object({ id_servicio: idParam('id_servicio'), precio: priceSchema }),
    async handler({ params, deps }) {
      return ok({ servicio: await changeServicePrice(deps.db, params.id_servicio, params.precio) });
    },
  }),
];
