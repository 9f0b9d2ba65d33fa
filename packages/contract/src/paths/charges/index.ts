/** The routes of `../../charges.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './registrar-cobro';
export * from './anular-cobro';
export * from './obtener-cobros';
export * from './exportar-cobros';
