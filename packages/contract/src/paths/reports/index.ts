/** The routes of `../../reports.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-reporte';
export * from './exportar-turnos';
export * from './exportar-clientes';
