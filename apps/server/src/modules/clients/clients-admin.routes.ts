import { z } from 'zod';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { idParam } from '@turnos/contract/params';
import { listClients } from './clients.queries';
import { deleteClient, toCliente } from './clients.service';

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
    async handler({ params, user, deps }) {
      await deleteClient(deps, user, params.ID);
      return ok({ message: 'Cliente eliminado.' });
    },
  }),
];
