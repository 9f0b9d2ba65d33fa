/** The routes of `../../closures.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './obtener-feriados';
export * from './actualizar-feriado';
export * from './crear-cierre';
export * from './eliminar-cierre';
