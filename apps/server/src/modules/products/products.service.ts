import { ErrorCode } from '@turnos/domain';
import type { AuthUser } from '../../auth/auth-user';
import { mapUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { AppError, invalid, notFound } from '../../http/app-error';
import {
  branchExists,
  changeStock,
  getProduct,
  insertMovements,
  insertProduct,
  listMovements,
  listProducts,
  updateProduct,
  type ProductValues,
} from './products.queries';
import { toMovimientoStock, toProducto } from './products-view';

export const PRODUCT_NOT_FOUND = 'El producto no existe.';
export const BRANCH_NOT_FOUND = 'La sucursal no existe.';
/** Contract §7.1: the 1009 of a stock that does not cover a sale, an adjustment or a transfer. */
export const NO_STOCK = 'Sin stock suficiente';
const DUPLICATE_CODE = 'Ya existe un producto con ese código.';

export const noStock = () => new AppError(ErrorCode.ruleForbids, NO_STOCK);

/** Who did something, as the records keep it: the id and the name at the time. */
export interface Actor {
  id: number;
  name: string;
}
export const actorOf = (user: AuthUser): Actor => ({
  id: user.id,
  name: user.name || user.displayName || user.email,
});

/** '' clears the code: several products may have none. */
const codeOf = (codigo: string | undefined) => (codigo === '' ? null : codigo);

export async function createProduct(
  db: Db,
  p: { nombre: string; descripcion?: string; precio: string; costo?: string; codigo?: string },
) {
  const row = await mapUniqueViolation(
    () =>
      insertProduct(db, {
        name: p.nombre,
        description: p.descripcion ?? '',
        price: p.precio,
        cost: p.costo ?? '0.00',
        code: codeOf(p.codigo) ?? null,
      }),
    () => invalid(DUPLICATE_CODE),
  );
  return { id_producto: row.id };
}

export async function editProduct(
  db: Db,
  id: number,
  p: {
    nombre?: string;
    descripcion?: string;
    precio?: string;
    costo?: string;
    codigo?: string;
    activo?: boolean;
  },
) {
  const values: ProductValues = {};
  if (p.nombre !== undefined) values.name = p.nombre;
  if (p.descripcion !== undefined) values.description = p.descripcion;
  if (p.precio !== undefined) values.price = p.precio;
  if (p.costo !== undefined) values.cost = p.costo;
  if (p.codigo !== undefined) values.code = codeOf(p.codigo) ?? null;
  if (p.activo !== undefined) values.active = p.activo;
  const row = await mapUniqueViolation(
    () => updateProduct(db, id, values),
    () => invalid(DUPLICATE_CODE),
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const [listed] = (await listProducts(db, undefined, undefined)).filter((r) => r.p.id === id);
  return { producto: toProducto(row, listed?.stock ?? 0) };
}

export async function productList(db: Db, buscar?: string, branchId?: number) {
  if (branchId !== undefined && !(await branchExists(db, branchId))) {
    throw notFound(BRANCH_NOT_FOUND);
  }
  const rows = await listProducts(db, buscar, branchId);
  return { productos: rows.map((r) => toProducto(r.p, r.stock)) };
}

async function assertProductAndBranches(db: Db, productId: number, branchIds: number[]) {
  if (!(await getProduct(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  for (const b of branchIds) if (!(await branchExists(db, b))) throw notFound(BRANCH_NOT_FOUND);
}

/** Contract §7.1 `ajustar-stock`: + in, − out, with the reason; never below 0 (1009). */
export async function adjustStock(
  db: Db,
  actor: Actor,
  now: Date,
  p: { id_producto: number; id_sucursal: number; cantidad: number; motivo: string },
) {
  await assertProductAndBranches(db, p.id_producto, [p.id_sucursal]);
  return db.transaction(async (tx) => {
    const stock = await changeStock(tx, p.id_producto, p.id_sucursal, p.cantidad);
    if (stock === null) throw noStock();
    await insertMovements(tx, [
      {
        productId: p.id_producto,
        branchId: p.id_sucursal,
        quantity: p.cantidad,
        kind: 'ajuste',
        reason: p.motivo,
        userId: actor.id,
        userName: actor.name,
        createdAt: now,
      },
    ]);
    return { stock };
  });
}

/**
 * Contract §7.1 `transferir-stock`: out of the origin (1009 when it lacks it) and into the
 * destination in one transaction; the two rows are changed in branch order, as every writer of
 * stock changes rows in (product, branch) order, so two transfers never wait on each other in a
 * circle.
 */
export async function transferStock(
  db: Db,
  actor: Actor,
  now: Date,
  p: {
    id_producto: number;
    id_sucursal_origen: number;
    id_sucursal_destino: number;
    cantidad: number;
  },
) {
  if (p.id_sucursal_origen === p.id_sucursal_destino) {
    throw invalid('La sucursal de origen y la de destino deben ser distintas.');
  }
  await assertProductAndBranches(db, p.id_producto, [p.id_sucursal_origen, p.id_sucursal_destino]);
  return db.transaction(async (tx) => {
    const changes = [
      { branchId: p.id_sucursal_origen, delta: -p.cantidad },
      { branchId: p.id_sucursal_destino, delta: p.cantidad },
    ].sort((a, b) => a.branchId - b.branchId);
    const after = new Map<number, number>();
    for (const c of changes) {
      const stock = await changeStock(tx, p.id_producto, c.branchId, c.delta);
      if (stock === null) throw noStock();
      after.set(c.branchId, stock);
    }
    await insertMovements(
      tx,
      changes.map((c) => ({
        productId: p.id_producto,
        branchId: c.branchId,
        quantity: c.delta,
        kind: 'transferencia' as const,
        userId: actor.id,
        userName: actor.name,
        createdAt: now,
      })),
    );
    return {
      stock_origen: after.get(p.id_sucursal_origen) ?? 0,
      stock_destino: after.get(p.id_sucursal_destino) ?? 0,
    };
  });
}

export async function stockMovementList(db: Db, productId: number, branchId?: number) {
  if (!(await getProduct(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const rows = await listMovements(db, productId, branchId);
  return { movimientos: rows.map(toMovimientoStock) };
}
