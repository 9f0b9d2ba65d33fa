/** The routes of `../../reception.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-agenda-sucursal';
export * from './actualizar-asistencia-turno';
