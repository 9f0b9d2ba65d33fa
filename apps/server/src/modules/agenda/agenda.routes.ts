import { z } from 'zod';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { idParam } from '@turnos/contract/params';
import { fechaParam } from '@turnos/contract/params';
import { dayAgenda } from './agenda.service';

export const agendaRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-agenda`,
    roles: ['peluquero', 'peluadmin'],
    params: z.object({
      id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
      fecha: fechaParam,
    }),
    async handler({ params, user, deps }) {
      return ok(await dayAgenda(deps, user, params.id_peluquero_sucursal, params.fecha));
    },
  }),
];
