import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../calendars.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const turnoIcs = {
  namespace: TURNOS_NS,
  name: 'turno-ics',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;

export const calendarioProfesional = {
  namespace: TURNOS_NS,
  name: 'calendario-profesional',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;

export const regenerarTokenCalendario = {
  namespace: TURNOS_NS,
  name: 'regenerar-token-calendario',
  method: 'POST',
} as const satisfies EndpointRoute;
