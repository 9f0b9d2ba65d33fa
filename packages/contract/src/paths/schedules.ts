import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../schedules.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerDiasLaborables = {
  namespace: TURNOS_NS,
  name: 'obtener-dias-laborables',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarDiaLaborable = {
  namespace: TURNOS_NS,
  name: 'actualizar-dia-laborable',
  method: 'POST',
} as const satisfies EndpointRoute;

export const obtenerConfAgenda = {
  namespace: TURNOS_NS,
  name: 'obtener-conf-agenda',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarConfAgenda = {
  namespace: TURNOS_NS,
  name: 'actualizar-conf-agenda',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const actualizarConfReserva = {
  namespace: TURNOS_NS,
  name: 'actualizar-conf-reserva',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const obtenerDiasNoLaborables = {
  namespace: TURNOS_NS,
  name: 'obtener-dias-no-laborables',
  method: 'GET',
} as const satisfies EndpointRoute;

export const agregarDiaNoLaborable = {
  namespace: TURNOS_NS,
  name: 'agregar-dia-no-laborable',
  method: 'POST',
} as const satisfies EndpointRoute;

export const eliminarDiaNoLaborable = {
  namespace: TURNOS_NS,
  name: 'eliminar-dia-no-laborable',
  method: 'DELETE',
} as const satisfies EndpointRoute;
