import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { appointments, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { matching } from './client-search.queries';

/** One keyset page of the clients matching `buscar`, by name and id. */
export function clientsExportPage(
  db: Db,
  buscar: string | undefined,
  after: { name: string; id: number } | undefined,
  size: number,
) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        matching(buscar),
        after && sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(size);
}

/**
 * The file's summary counts (contract §6.1 `resumen`) of each client of a page, aggregated by the
 * database: appointments (busy blocks aside), attended, not attended, cancelled, and the last
 * date they came (not cancelled, not a no-show, started by `today` `nowTime`).
 */
export async function clientCounts(db: Db, clientIds: number[], today: string, nowTime: string) {
  if (clientIds.length === 0) return new Map<number, ClientCounts>();
  const a = appointments;
  const rows = await db
    .select({
      clientId: a.clientId,
      turnos: sql<number>`count(*)::int`,
      asistidos: sql<number>`(count(*) filter (where ${a.attendance} = 'asistio'))::int`,
      noAsistidos: sql<number>`(count(*) filter (where ${a.attendance} = 'no_asistio'))::int`,
      cancelados: sql<number>`(count(*) filter (where ${a.cancelado}))::int`,
      ultimo: sql<
        string | null
      >`(max(${a.fecha}) filter (where not ${a.cancelado} and ${a.attendance} <> 'no_asistio' and (${a.fecha} < ${today}::date or (${a.fecha} = ${today}::date and ${a.horaInicio} <= ${nowTime}))))::text`,
    })
    .from(a)
    .where(and(inArray(a.clientId, clientIds), ne(a.serviceId, BUSY_SERVICE_ID)))
    .groupBy(a.clientId);
  return new Map(rows.map((r) => [r.clientId, r]));
}
export type ClientCounts = {
  turnos: number;
  asistidos: number;
  noAsistidos: number;
  cancelados: number;
  ultimo: string | null;
};
