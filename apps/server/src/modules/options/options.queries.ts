import { eq, inArray } from 'drizzle-orm';
import { options } from '../../db/schema';
import type { Db } from '../../db/types';

export async function getOption(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(options).where(eq(options.name, name));
  return row?.value;
}

export async function getOptions(db: Db, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db.select().from(options).where(inArray(options.name, names));
  return new Map(rows.map((r) => [r.name, r.value]));
}

export async function setOption(db: Db, name: string, value: string) {
  await db
    .insert(options)
    .values({ name, value })
    .onConflictDoUpdate({ target: options.name, set: { value } });
}

export async function siteName(db: Db): Promise<string> {
  return (await getOption(db, 'turnos_nombre_sitio')) || 'Turnos';
}
