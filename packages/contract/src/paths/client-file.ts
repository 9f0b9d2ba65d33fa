import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../client-file.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerFichaCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-ficha-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarNotaCliente = {
  namespace: TURNOS_NS,
  name: 'actualizar-nota-cliente',
  method: 'PUT',
} as const satisfies EndpointRoute;
