/** The routes of `../../calendars.ts`'s entries, one module each (ADR 0094). */
export * from './turno-ics';
export * from './calendario-profesional';
export * from './regenerar-token-calendario';
