/** The routes of `../../appointments.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-horarios-disponibles';
export * from './obtener-horarios-ocupados';
export * from './reservar-turno';
export * from './marcar-ocupado';
export * from './reprogramar-turno';
export * from './cancelar-turno';
export * from './obtener-turnos-cliente';
export * from './obtener-turnos-activos-cliente';
export * from './obtener-max-turnos-activos';
