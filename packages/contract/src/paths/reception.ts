import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../reception.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerAgendaSucursal = {
  namespace: TURNOS_NS,
  name: 'obtener-agenda-sucursal',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarAsistenciaTurno = {
  namespace: TURNOS_NS,
  name: 'actualizar-asistencia-turno',
  method: 'PUT',
} as const satisfies EndpointRoute;
