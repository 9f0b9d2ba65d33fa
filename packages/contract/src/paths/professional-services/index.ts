/** The routes of `../../professional-services.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-servicios-asociados';
export * from './agregar-servicio-peluquero';
export * from './eliminar-servicio-peluquero';
export * from './actualizar-servicio-peluquero-activo';
