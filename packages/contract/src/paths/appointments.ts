import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../appointments.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerHorariosDisponibles = {
  namespace: TURNOS_NS,
  name: 'obtener-horarios-disponibles',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerHorariosOcupados = {
  namespace: TURNOS_NS,
  name: 'obtener-horarios-ocupados',
  method: 'GET',
} as const satisfies EndpointRoute;

export const reservarTurno = {
  namespace: TURNOS_NS,
  name: 'reservar-turno',
  method: 'POST',
} as const satisfies EndpointRoute;

export const marcarOcupado = {
  namespace: TURNOS_NS,
  name: 'marcar-ocupado',
  method: 'POST',
} as const satisfies EndpointRoute;

export const reprogramarTurno = {
  namespace: TURNOS_NS,
  name: 'reprogramar-turno',
  method: 'POST',
} as const satisfies EndpointRoute;

export const cancelarTurno = {
  namespace: TURNOS_NS,
  name: 'cancelar-turno',
  method: 'DELETE',
} as const satisfies EndpointRoute;

export const obtenerTurnosCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerTurnosActivosCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-activos-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerMaxTurnosActivos = {
  namespace: TURNOS_NS,
  name: 'obtener-max-turnos-activos',
  method: 'GET',
} as const satisfies EndpointRoute;
