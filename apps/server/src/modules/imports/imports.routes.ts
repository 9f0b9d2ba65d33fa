import { importarClientes, importarTurnos } from '@turnos/contract';
import { IMPORT_FILE_MESSAGES, IMPORT_MAX_BYTES } from '@turnos/domain';
import type { FastifyRequest } from 'fastify';
import { parseParams } from '../../http/params';
import { readUpload } from '../../http/upload';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { importClients } from './clients-import.service';
import { importAppointments } from './appointments-import.service';

/**
 * The file and `simular` (contract §7.8): the multipart field wins over the query string (a body
 * wins, WordPress semantics), read by the entry's own schema.
 */
async function readImport(
  req: FastifyRequest,
  entry: typeof importarClientes | typeof importarTurnos,
  params: { simular?: boolean },
) {
  const { file, fields } = await readUpload(req, {
    field: 'file',
    maxBytes: IMPORT_MAX_BYTES,
    missing: IMPORT_FILE_MESSAGES.missing,
    tooLarge: IMPORT_FILE_MESSAGES.tooLarge,
    fields: ['simular'],
  });
  const simular =
    fields.simular === undefined
      ? params.simular
      : parseParams(entry.params, { simular: fields.simular }).simular;
  return { file, simulate: simular === true };
}

/** Registered inside the multipart scope of app.ts, with the logo: the routes that take files. */
export const importRoutes: RouteSpec[] = [
  routeFrom(importarClientes, {
    async handler({ req, params, user, deps }) {
      const { file, simulate } = await readImport(req, importarClientes, params);
      return ok(
        await importClients(deps.db, file, { simulate, by: { id: user.id, at: deps.clock() } }),
      );
    },
  }),
  routeFrom(importarTurnos, {
    async handler({ req, params, deps }) {
      const { file, simulate } = await readImport(req, importarTurnos, params);
      return ok(await importAppointments(deps.db, file, { simulate, now: deps.clock() }));
    },
  }),
];
