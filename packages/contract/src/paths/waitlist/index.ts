/** The routes of `../../waitlist.ts`'s entries, one module each (ADR 0094). */
export * from './anotarse-lista-espera';
export * from './obtener-lista-espera-cliente';
export * from './eliminar-lista-espera';
export * from './obtener-lista-espera';
