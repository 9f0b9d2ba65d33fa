import { eq } from 'drizzle-orm';
import { logo } from '../../db/schema';
import type { Db } from '../../db/types';
import { hotStatement } from '../../db/hot-statement';

export async function getLogo(db: Db) {
  const [row] = await db
    .select({ mime: logo.mime, updatedAt: logo.updatedAt })
    .from(logo)
    .where(eq(logo.id, 1));
  return row;
}

export async function getLogoBytes(db: Db) {
  const [row] = await db.select().from(logo).where(eq(logo.id, 1));
  return row;
}

/** One logo for the whole studio (row 1); returns its new version time. */
export async function saveLogo(db: Db, mime: string, data: Uint8Array, now: Date) {
  await db
    .insert(logo)
    .values({ id: 1, mime, data, updatedAt: now })
    .onConflictDoUpdate({ target: logo.id, set: { mime, data, updatedAt: now } });
  return now;
}

/** Not an option name (they are `turnos_…`): marks the logo's row in `getOptionsAndLogo`. */
const LOGO_ROW = '#logo';

/** A hot statement (ADR 0065): every booking and every queued message runs it. */
const optionsAndLogo = hotStatement<{ nombre: string; valor: string }>(
  'turnos_options_and_logo',
  `select nombre, valor from options where nombre = any($1::text[])
union all
select '${LOGO_ROW}', ((extract(epoch from updated_at) * 1000)::bigint)::text from logo where id = 1`,
);

/**
 * Stored options by name and the logo's version (ms since epoch, or null without a logo) in one
 * round trip: what rendering a message reads, on the booking's path (docs/performance.md).
 */
export async function getOptionsAndLogo(db: Db, names: string[]) {
  const rows = await optionsAndLogo(db, [names]);
  const stored = new Map<string, string>();
  let logoVersion: number | null = null;
  for (const r of rows) {
    if (r.nombre === LOGO_ROW) logoVersion = Number(r.valor);
    else stored.set(r.nombre, r.valor);
  }
  return { stored, logoVersion };
}
