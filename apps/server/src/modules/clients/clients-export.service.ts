import type { FastifyReply } from 'fastify';
import { minutesToTime, studioNow } from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import { csvDate, sendCsv } from '../../http/csv';
import { clientCounts, clientsExportPage } from './clients-export.queries';

const PAGE = 500;

const HEADER = [
  'Nombre',
  'Email',
  'Celular',
  'Turnos',
  'Asistidos',
  'No asistidos',
  'Cancelados',
  'Último turno',
] as const;

async function* rows(deps: AppDeps, buscar: string | undefined) {
  const now = studioNow(deps.clock());
  const nowTime = minutesToTime(now.minutes);
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const page = await clientsExportPage(deps.db, buscar, after, PAGE);
    const counts = await clientCounts(
      deps.db,
      page.map((c) => c.id),
      now.date,
      nowTime,
    );
    for (const c of page) {
      const n = counts.get(c.id);
      yield [
        c.name,
        c.email,
        c.phone,
        String(n?.turnos ?? 0),
        String(n?.asistidos ?? 0),
        String(n?.noAsistidos ?? 0),
        String(n?.cancelados ?? 0),
        n?.ultimo ? csvDate(n.ultimo) : '',
      ];
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1];
  }
}

/** Contract §6.6 `exportar-clientes`: the clients (matching `buscar`) with their file's counts. */
export function exportClients(deps: AppDeps, buscar: string | undefined, reply: FastifyReply) {
  return sendCsv(reply, 'clientes.csv', HEADER, rows(deps, buscar));
}
