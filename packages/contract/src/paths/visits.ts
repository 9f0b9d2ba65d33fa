import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../visits.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerHorariosVisita = {
  namespace: TURNOS_NS,
  name: 'obtener-horarios-visita',
  method: 'GET',
} as const satisfies EndpointRoute;

export const reservarVisita = {
  namespace: TURNOS_NS,
  name: 'reservar-visita',
  method: 'POST',
} as const satisfies EndpointRoute;

export const reprogramarVisita = {
  namespace: TURNOS_NS,
  name: 'reprogramar-visita',
  method: 'POST',
} as const satisfies EndpointRoute;

export const cancelarVisita = {
  namespace: TURNOS_NS,
  name: 'cancelar-visita',
  method: 'DELETE',
} as const satisfies EndpointRoute;
