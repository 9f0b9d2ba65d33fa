/** The routes of `../../services.ts`'s entries, one module each (ADR 0094). */
export * from './get-all-servicios';
export * from './get-servicio';
export * from './crear-servicio';
export * from './editar-servicio';
export * from './eliminar-servicio';
export * from './actualizar-precio-servicio';
