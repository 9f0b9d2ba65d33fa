import type { Db } from '../../db/types';
import { changeStock, insertMovements, type MovementValues } from './products.queries';
import { noStock, type Actor } from './products.service';

/** Units of a product, as a sale or its annulment moves them. */
export interface StockLine {
  productId: number;
  cantidad: number;
}

/** One change per product, in product order (how every writer of stock orders its row locks). */
function perProduct(lines: readonly StockLine[]): StockLine[] {
  const total = new Map<number, number>();
  for (const l of lines) total.set(l.productId, (total.get(l.productId) ?? 0) + l.cantidad);
  return [...total]
    .map(([productId, cantidad]) => ({ productId, cantidad }))
    .sort((a, b) => a.productId - b.productId);
}

/**
 * A sale at a branch, inside the charge's transaction: each product's stock goes down by what was
 * sold in one conditional update, in product order (1009 'Sin stock suficiente' when it does not
 * cover it: the caller's transaction then writes nothing). Answers the units taken per product,
 * whose `venta` movements (`saleMovements`) the charge writes with its own rows.
 */
export async function takeStock(
  tx: Db,
  branchId: number,
  lines: readonly StockLine[],
): Promise<StockLine[]> {
  const changes = perProduct(lines);
  for (const c of changes) {
    if ((await changeStock(tx, c.productId, branchId, -c.cantidad)) === null) throw noStock();
  }
  return changes;
}

/** The `venta` movements of the units `takeStock` took for a charge. */
export function saleMovements(
  taken: readonly StockLine[],
  branchId: number,
  chargeId: number,
  actor: Actor,
  now: Date,
): MovementValues[] {
  return taken.map((c) => ({
    productId: c.productId,
    branchId,
    quantity: -c.cantidad,
    kind: 'venta' as const,
    chargeId,
    userId: actor.id,
    userName: actor.name,
    createdAt: now,
  }));
}

/** An annulled sale's units back at its branch, with an `anulacion` movement. */
export async function returnStock(
  tx: Db,
  branchId: number,
  lines: readonly StockLine[],
  chargeId: number,
  actor: Actor,
  now: Date,
) {
  const changes = perProduct(lines);
  for (const c of changes) await changeStock(tx, c.productId, branchId, c.cantidad);
  await insertMovements(
    tx,
    changes.map((c) => ({
      productId: c.productId,
      branchId,
      quantity: c.cantidad,
      kind: 'anulacion' as const,
      chargeId,
      userId: actor.id,
      userName: actor.name,
      createdAt: now,
    })),
  );
}
