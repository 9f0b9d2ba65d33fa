/** The routes of `../../imports.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './importar-clientes';
export * from './importar-turnos';
