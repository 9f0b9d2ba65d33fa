import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../reports.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerReporte = {
  namespace: TURNOS_NS,
  name: 'obtener-reporte',
  method: 'GET',
} as const satisfies EndpointRoute;

export const exportarTurnos = {
  namespace: TURNOS_NS,
  name: 'exportar-turnos',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;

export const exportarClientes = {
  namespace: TURNOS_NS,
  name: 'exportar-clientes',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;
