/** The routes of `../../schedules.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-dias-laborables';
export * from './actualizar-dia-laborable';
export * from './obtener-conf-agenda';
export * from './actualizar-conf-agenda';
export * from './actualizar-conf-reserva';
export * from './obtener-dias-no-laborables';
export * from './agregar-dia-no-laborable';
export * from './eliminar-dia-no-laborable';
