import { products, productStock, stockMovements } from '../db/schema';
import type { Tx } from '../db/types';
import { must, type DemoStudio } from './demo-studio';

/** The counter's shelf in the demo (issue 31): a few products with a barcode, stock per branch. */
export const DEMO_PRODUCTS = [
  {
    nombre: 'Shampoo nutritivo 400 ml',
    codigo: '7790001000012',
    precio: '12500',
    costo: '6800',
    stock: [12, 6, 4],
  },
  {
    nombre: 'Acondicionador reparador 400 ml',
    codigo: '7790001000029',
    precio: '13200',
    costo: '7100',
    stock: [10, 5, 3],
  },
  {
    nombre: 'Máscara capilar 250 g',
    codigo: '7790001000036',
    precio: '18900',
    costo: '9900',
    stock: [6, 2, 0],
  },
  {
    nombre: 'Cera modeladora mate',
    codigo: '7790001000043',
    precio: '9800',
    costo: '4200',
    stock: [8, 8, 2],
  },
  {
    nombre: 'Protector térmico en spray',
    codigo: '7790001000050',
    precio: '15400',
    costo: '8000',
    stock: [5, 1, 1],
  },
] as const;

/** The products, each branch's stock and the adjustment that put it there. */
export async function insertDemoProducts(tx: Tx, studio: DemoStudio) {
  const branchIds = [...new Set(studio.workplaces.map((w) => w.branchId))].sort((a, b) => a - b);
  for (const p of DEMO_PRODUCTS) {
    const [row] = await tx
      .insert(products)
      .values({ name: p.nombre, code: p.codigo, price: p.precio, cost: p.costo })
      .returning({ id: products.id });
    const productId = must(row, 'product').id;
    const stocked = branchIds.flatMap((branchId, i) => {
      const quantity = p.stock[i] ?? 0;
      return quantity > 0 ? [{ branchId, quantity }] : [];
    });
    if (stocked.length === 0) continue;
    await tx.insert(productStock).values(stocked.map((s) => ({ productId, ...s })));
    await tx.insert(stockMovements).values(
      stocked.map((s) => ({
        productId,
        branchId: s.branchId,
        quantity: s.quantity,
        kind: 'ajuste' as const,
        reason: 'stock inicial',
        userName: 'Demo',
      })),
    );
  }
}
