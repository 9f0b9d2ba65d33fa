/** The routes of `../../visits.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-horarios-visita';
export * from './reservar-visita';
export * from './reprogramar-visita';
export * from './cancelar-visita';
