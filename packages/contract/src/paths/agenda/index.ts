/** The routes of `../../agenda.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-agenda';
