/** The routes of `../../till.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './abrir-caja';
export * from './obtener-caja';
export * from './movimiento-caja';
export * from './cerrar-caja';
export * from './obtener-cajas';
