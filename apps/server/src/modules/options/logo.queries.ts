import { eq } from 'drizzle-orm';
import { logo } from '../../db/schema';
import type { Db } from '../../db/types';

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
