/** The routes of `../../products.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './crear-producto';
export * from './editar-producto';
export * from './get-all-productos';
export * from './ajustar-stock';
export * from './transferir-stock';
export * from './obtener-movimientos-stock';
