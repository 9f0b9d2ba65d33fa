/** The routes of `../../commissions.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './actualizar-comisiones';
export * from './obtener-comisiones';
export * from './obtener-reporte-comisiones';
