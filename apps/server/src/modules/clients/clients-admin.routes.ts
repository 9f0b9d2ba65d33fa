import {
  actualizarNotaCliente,
  eliminarCliente,
  exportarClientes,
  getAllClientes,
  obtenerFichaCliente,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { CLIENTES_POR_PAGINA } from '@turnos/contract';
import { onlyOwnRows } from '../../auth/policy';
import { clientsPage, listClients, noShowCounts } from './client-search.queries';
import { deleteClient, toCliente } from './clients.service';
import { clientFile, updateClientNote } from './client-file.service';
import { exportClients } from './clients-export.service';

/**
 * Staff-side client management (contract §4.1) and the client's file (§6.1); paths, roles and
 * shapes in packages/contract.
 */
export const clientAdminRoutes: RouteSpec[] = [
  routeFrom(getAllClientes, {
    async handler({ params, user, deps }) {
      // without `pagina`, the whole list as contract §4.1 has always answered it
      if (params.pagina === undefined) {
        return ok({ clientes: (await listClients(deps.db, params.buscar)).map(toCliente) });
      }
      const page = await clientsPage(
        deps.db,
        params.buscar,
        params.pagina,
        params.por_pagina ?? CLIENTES_POR_PAGINA,
      );
      const noShows = await noShowCounts(
        deps.db,
        page.rows.map((u) => u.id),
        onlyOwnRows(user),
      );
      return ok({
        clientes: page.rows.map((u) => ({ ...toCliente(u), no_asistidos: noShows.get(u.id) ?? 0 })),
        total: page.total,
      });
    },
  }),
  routeFrom(eliminarCliente, {
    async handler({ params, user, deps }) {
      await deleteClient(deps, user, params.ID);
      return ok({ message: 'Cliente eliminado.' });
    },
  }),
  routeFrom(obtenerFichaCliente, {
    async handler({ params, user, deps }) {
      return ok(await clientFile(deps, user, params.ID));
    },
  }),
  routeFrom(actualizarNotaCliente, {
    async handler({ params, user, deps }) {
      await updateClientNote(deps, user, params.ID, params.nota);
      return ok({ message: 'Nota guardada.' });
    },
  }),
  routeFrom(exportarClientes, {
    async handler({ params, deps, reply }) {
      return exportClients(deps, params.buscar, reply);
    },
  }),
];
