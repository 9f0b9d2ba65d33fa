import { eq } from 'drizzle-orm';
import { logo } from '../../db/schema';
import type { Db } from '../../db/types';
import { hotStatement } from '../../db/hot-statement';
import { perDatabase } from '../../db/per-database';

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

/** Not option names (they are `turnos_…`): mark the logo's and the generation's rows. */
const LOGO_ROW = '#logo';
const GENERATION_ROW = '#generation';

/**
 * A hot statement (ADR 0065): every queued message runs it. The configuration generation comes in
 * the same statement, so the answer is known to be current while that number is (ADR 0081).
 */
const optionsAndLogo = hotStatement<{ name: string; value: string }>(
  'turnos_options_logo_generation',
  `select name, value from options where name = any($1::text[])
union all
select '${LOGO_ROW}', ((extract(epoch from updated_at) * 1000)::bigint)::text from logo where id = 1
union all
select '${GENERATION_ROW}', generation::text from agenda_generation where id = 1`,
);

export interface OptionsAndLogo {
  stored: ReadonlyMap<string, string>;
  /** the logo's version (ms since epoch), or null without a logo */
  logoVersion: number | null;
  /** the configuration generation this answer was read at (db/schema/agenda-generation.ts) */
  generation: string;
}

/**
 * Stored options by name and the logo's version in one round trip: what rendering a message
 * reads, on the booking's path (docs/performance.md).
 */
async function getOptionsAndLogo(db: Db, names: string[]): Promise<OptionsAndLogo> {
  const rows = await optionsAndLogo(db, [names]);
  const stored = new Map<string, string>();
  let logoVersion: number | null = null;
  let generation = '';
  for (const r of rows) {
    if (r.name === LOGO_ROW) logoVersion = Number(r.value);
    else if (r.name === GENERATION_ROW) generation = r.value;
    else stored.set(r.name, r.value);
  }
  return { stored, logoVersion, generation };
}

/** A few name sets (one per event and caller); past this the cache starts over. */
const MAX_CACHED_NAME_SETS = 64;
const optionsCache = perDatabase(() => new Map<string, OptionsAndLogo>());

/**
 * `getOptionsAndLogo`, answered from this process's last read of the same names when the caller
 * read `generation` from the database just now (with the taken units) and it is the one that
 * read was made at: no option or logo change has committed since (migration 0012), so the answer
 * is what a fresh read would give. Without a generation, or at another one, it reads.
 */
export async function getOptionsAndLogoAt(
  db: Db,
  names: string[],
  generation: string | undefined,
): Promise<OptionsAndLogo> {
  const cache = optionsCache(db);
  const key = names.join('\0');
  const kept = cache.get(key);
  if (kept && generation !== undefined && kept.generation === generation) return kept;
  const fresh = await getOptionsAndLogo(db, names);
  if (cache.size >= MAX_CACHED_NAME_SETS) cache.clear();
  cache.set(key, fresh);
  return fresh;
}
