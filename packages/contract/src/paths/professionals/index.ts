/** The routes of `../../professionals.ts`'s entries, one module each (ADR 0094). */
export * from './get-all-peluqueros';
export * from './obtener-sucursales-peluquero';
export * from './obtener-datos-peluquero';
export * from './actualizar-datos-peluquero';
export * from './crear-peluquero';
export * from './eliminar-peluquero';
export * from './actualizar-peluquero-activo';
export * from './actualizar-rol-admin-peluquero';
