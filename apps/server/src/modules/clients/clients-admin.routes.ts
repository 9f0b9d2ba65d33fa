import { z } from 'zod';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { idParam } from '../../http/param-schemas';
import { invalid, notFound } from '../../http/app-error';
import { getUserById } from '../users/users.queries';
import { deleteUser, listClients } from './clients.queries';
import { toCliente } from './clients.service';

/** Staff-side client management (contract §4.1). */
export const clientAdminRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/get-all-clientes`,
    // professionals see clients to assign appointments; blocked ones come flagged
    roles: ['peluquero', 'peluadmin'],
    params: z.object({}),
    async handler({ deps }) {
      return ok({ clientes: (await listClients(deps.db)).map(toCliente) });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${TURNOS}/eliminar-cliente`,
    roles: ['peluadmin'],
    params: z.object({ ID: idParam('ID') }),
    async handler({ params, deps }) {
      const user = await getUserById(deps.db, params.ID);
      if (!user || !user.roles.includes('cliente')) throw notFound('El cliente no existe.');
      if (user.roles.some((r) => r !== 'cliente')) {
        throw invalid('Esta cuenta pertenece a un profesional o administrador.');
      }
      await deleteUser(deps.db, params.ID);
      return ok({ message: 'Cliente eliminado.' });
    },
  }),
];
