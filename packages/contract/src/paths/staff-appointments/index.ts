/** The routes of `../../staff-appointments.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-turnos-por-fecha';
export * from './obtener-turnos-por-periodo';
export * from './obtener-turnos-por-nombre';
export * from './obtener-celular-desde-turno';
export * from './actualizar-estado-reserva-paga';
export * from './actualizar-campo-turno';
export * from './get-info-del-pago-de-reserva';
