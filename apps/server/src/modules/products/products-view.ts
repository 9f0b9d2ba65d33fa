import { toWireFlag } from '@turnos/contract';
import type { stockMovements } from '../../db/schema';
import type { ProductRow } from './products.queries';

/** The wire `producto` (contract §7.1). */
export const toProducto = (p: ProductRow, stock: number) => ({
  id_producto: p.id,
  nombre: p.name,
  descripcion: p.description,
  codigo: p.code,
  precio: p.price,
  costo: p.cost,
  activo: toWireFlag(p.active),
  stock,
});

/** A stock movement on the wire: an adjustment reads `ajuste: <motivo>`, the others their kind. */
export const toMovimientoStock = (m: typeof stockMovements.$inferSelect) => ({
  fecha_hora: m.createdAt.toISOString(),
  id_sucursal: m.branchId,
  cantidad: m.quantity,
  motivo: m.kind === 'ajuste' ? `ajuste: ${m.reason}` : m.kind,
  usuario: m.userName,
});
