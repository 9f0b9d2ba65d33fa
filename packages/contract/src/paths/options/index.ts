/** The routes of `../../options.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-opcion';
export * from './actualizar-opcion';
export * from './obtener-logo';
export * from './logo-image';
export * from './subir-logo';
export * from './obtener-qr-wapp';
export * from './estado-wapp';
export * from './wapp-webhook';
export * from './obtener-notificaciones';
