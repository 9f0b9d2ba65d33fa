import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../staff-appointments.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerTurnosPorFecha = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-por-fecha',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerTurnosPorPeriodo = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-por-periodo',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerTurnosPorNombre = {
  namespace: TURNOS_NS,
  name: 'obtener-turnos-por-nombre',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerCelularDesdeTurno = {
  namespace: TURNOS_NS,
  name: 'obtener-celular-desde-turno',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarEstadoReservaPaga = {
  namespace: TURNOS_NS,
  name: 'actualizar-estado-reserva-paga',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const actualizarCampoTurno = {
  namespace: TURNOS_NS,
  name: 'actualizar-campo-turno',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const getInfoDelPagoDeReserva = {
  namespace: TURNOS_NS,
  name: 'get-info-del-pago-de-reserva',
  method: 'GET',
} as const satisfies EndpointRoute;
