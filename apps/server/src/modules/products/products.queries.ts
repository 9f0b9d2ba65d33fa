import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { searchFold } from '../../db/schema/search-fold';
import {
  branches,
  productStock,
  products,
  stockMovements,
  type StockReason,
} from '../../db/schema';
import type { Db } from '../../db/types';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Partial<
  Pick<ProductRow, 'name' | 'description' | 'code' | 'price' | 'cost' | 'active'>
>;

export async function insertProduct(
  db: Db,
  values: Pick<ProductRow, 'name' | 'description' | 'code' | 'price' | 'cost'>,
): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('insert products returned nothing');
  return row;
}

export async function updateProduct(db: Db, id: number, values: ProductValues) {
  if (Object.keys(values).length === 0) return getProduct(db, id);
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

export async function getProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export function productsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(products).where(inArray(products.id, ids));
}

export async function branchExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return row !== undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The products whose name or code contains `buscar` (accents and case aside), by name, each with
 * its stock at `branchId`, or summed over the branches without one.
 */
export function listProducts(db: Db, buscar: string | undefined, branchId: number | undefined) {
  const text = buscar?.trim() ?? '';
  const where: SQL | undefined =
    text === '' ? undefined : sql`${products.searchText} like ${likePattern(searchFold(text))}`;
  const stock = sql<number>`coalesce((select sum(${productStock.quantity}) from ${productStock}
    where ${productStock.productId} = ${products.id}
    ${branchId === undefined ? sql`` : sql`and ${productStock.branchId} = ${branchId}`}), 0)::int`;
  return db
    .select({ p: products, stock })
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id));
}

/**
 * Changes a branch's stock of a product by `delta` in one conditional statement: an increase
 * creates the row when missing; a decrease happens only when the stock covers it (the row lock
 * makes a race of two decreases of the last unit have one winner). Returns the new stock, or
 * null when it would go below 0 (nothing changed).
 */
export async function changeStock(
  db: Db,
  productId: number,
  branchId: number,
  delta: number,
): Promise<number | null> {
  if (delta > 0) {
    const [row] = await db
      .insert(productStock)
      .values({ productId, branchId, quantity: delta })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.branchId],
        set: { quantity: sql`${productStock.quantity} + excluded.quantity` },
      })
      .returning({ quantity: productStock.quantity });
    return row?.quantity ?? null;
  }
  const [row] = await db
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${delta}` })
    .where(
      and(
        eq(productStock.productId, productId),
        eq(productStock.branchId, branchId),
        sql`${productStock.quantity} + ${delta} >= 0`,
      ),
    )
    .returning({ quantity: productStock.quantity });
  return row?.quantity ?? null;
}

export interface MovementValues {
  productId: number;
  branchId: number;
  quantity: number;
  kind: StockReason;
  reason?: string;
  chargeId?: number | null;
  userId: number;
  userName: string;
  createdAt: Date;
}

export async function insertMovements(db: Db, rows: MovementValues[]) {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

export function listMovements(db: Db, productId: number, branchId: number | undefined) {
  return db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.productId, productId),
        branchId === undefined ? undefined : eq(stockMovements.branchId, branchId),
      ),
    )
    .orderBy(desc(stockMovements.id));
}
