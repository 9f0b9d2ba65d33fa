import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../agenda.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerAgenda = {
  namespace: TURNOS_NS,
  name: 'obtener-agenda',
  method: 'GET',
} as const satisfies EndpointRoute;
