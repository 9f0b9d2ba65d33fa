import { and, asc, eq, ne } from 'drizzle-orm';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { services } from '../../db/schema';
import type { Db } from '../../db/types';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceValues = Pick<
  typeof services.$inferInsert,
  'name' | 'description' | 'duracion' | 'pattern' | 'price'
>;

/** Every query here leaves out service 1, the internal 'Ocupado' placeholder. */
const catalogService = (id: number) => and(eq(services.id, id), ne(services.id, BUSY_SERVICE_ID));

export function listServices(db: Db): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(ne(services.id, BUSY_SERVICE_ID))
    .orderBy(asc(services.name), asc(services.id));
}

export async function getService(db: Db, id: number): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(catalogService(id));
  return row;
}

export async function insertService(db: Db, values: ServiceValues): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('insert services returned nothing');
  return row;
}

export async function updateService(db: Db, id: number, values: Partial<ServiceValues>) {
  const [row] = await db.update(services).set(values).where(catalogService(id)).returning();
  return row;
}

/** FK cascades remove its professional links, its appointments and their occupied units. */
export async function deleteService(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(services).where(catalogService(id)).returning({ id: services.id });
  return rows.length > 0;
}
