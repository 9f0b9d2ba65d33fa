/** The routes of `../../client-file.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-ficha-cliente';
export * from './actualizar-nota-cliente';
