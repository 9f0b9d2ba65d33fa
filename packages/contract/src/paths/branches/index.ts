/** The routes of `../../branches.ts`'s entries, one module each (ADR 0094). */
export * from './get-all-sucursales';
export * from './crear-sucursal';
export * from './editar-sucursal';
export * from './eliminar-sucursal';
export * from './get-peluqueros-por-sucursal';
