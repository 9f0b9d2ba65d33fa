/** The routes of `../../series.ts`'s entries, one module each so that each lands in its caller's chunk (ADR 0094). */
export * from './reservar-serie';
export * from './cancelar-serie';
