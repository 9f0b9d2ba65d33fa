import { eq, inArray } from 'drizzle-orm';
import { options } from '../../db/schema';
import type { Db } from '../../db/types';

export async function getOption(db: Db, nombre: string): Promise<string | undefined> {
  const [row] = await db.select().from(options).where(eq(options.nombre, nombre));
  return row?.valor;
}

export async function getOptions(db: Db, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db.select().from(options).where(inArray(options.nombre, names));
  return new Map(rows.map((r) => [r.nombre, r.valor]));
}

export async function setOption(db: Db, nombre: string, valor: string) {
  await db
    .insert(options)
    .values({ nombre, valor })
    .onConflictDoUpdate({ target: options.nombre, set: { valor } });
}

export async function siteName(db: Db): Promise<string> {
  return (await getOption(db, 'turnos_nombre_sitio')) || 'Turnos';
}
