/** The routes of `../../credit.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './obtener-saldo-cliente';
export * from './ajustar-saldo-cliente';
