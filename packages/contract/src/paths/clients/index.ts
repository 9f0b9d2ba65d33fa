/** The routes of `../../clients.ts`'s entries, one module each (ADR 0094). */
export * from './validar-new-cliente';
export * from './reenviar-email-validacion';
export * from './obtener-datos-cliente';
export * from './actualizar-dato-cliente';
export * from './change-pass';
export * from './get-all-clientes';
export * from './eliminar-cliente';
