import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { searchFold } from '../../db/schema/search-fold';
import { appointments, users } from '../../db/schema';
import type { Db } from '../../db/types';

const isClient = sql`'cliente' = any(${users.roles})`;
/** What a search may type around a phone number's digits. */
const PHONE_TEXT = /^[\d\s()+.-]+$/;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Clients whose name or e-mail contains the text (accents and case aside: `users.busqueda`,
 * folded by the database), or, when it is a phone number, whose phone holds its digits.
 */
export function matching(buscar: string | undefined): SQL | undefined {
  const text = buscar?.trim() ?? '';
  if (text === '') return isClient;
  const byText = sql`${users.searchText} like ${likePattern(searchFold(text))}`;
  const digits = text.replace(/\D/g, '');
  const byPhone =
    PHONE_TEXT.test(text) && digits !== ''
      ? sql`${users.phone} like ${likePattern(digits)}`
      : undefined;
  return and(isClient, byPhone ? or(byText, byPhone) : byText);
}

const clientsWhere = (db: Db, buscar: string | undefined) =>
  db.select().from(users).where(matching(buscar)).orderBy(asc(users.name), asc(users.id));

/** Every client (role cliente) by name, those matching `buscar` when given. */
export function listClients(db: Db, buscar?: string) {
  return clientsWhere(db, buscar);
}

/** One page of the clients matching `buscar`, and how many match in all (one round). */
export async function clientsPage(
  db: Db,
  buscar: string | undefined,
  pagina: number,
  porPagina: number,
) {
  const [rows, [total]] = await Promise.all([
    clientsWhere(db, buscar)
      .limit(porPagina)
      .offset((pagina - 1) * porPagina),
    db.select({ n: count() }).from(users).where(matching(buscar)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * How many appointments of each client were marked 'no asistió' (ADR 0066): one grouped read over
 * the page's clients through the (client, date) index; only `professionalId`'s agenda when given.
 * Clients with none are absent from the map.
 */
export async function noShowCounts(
  db: Db,
  clientIds: readonly number[],
  professionalId?: number,
): Promise<Map<number, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: appointments.clientId, n: count() })
    .from(appointments)
    .where(
      and(
        inArray(appointments.clientId, [...clientIds]),
        eq(appointments.attendance, 'no_asistio'),
        ...(professionalId === undefined ? [] : [eq(appointments.professionalId, professionalId)]),
      ),
    )
    .groupBy(appointments.clientId);
  return new Map(rows.map((r) => [r.clientId, Number(r.n)]));
}
