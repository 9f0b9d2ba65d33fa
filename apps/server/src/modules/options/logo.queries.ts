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
