import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../waitlist.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const anotarseListaEspera = {
  namespace: TURNOS_NS,
  name: 'anotarse-lista-espera',
  method: 'POST',
} as const satisfies EndpointRoute;

export const obtenerListaEsperaCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-lista-espera-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;

export const eliminarListaEspera = {
  namespace: TURNOS_NS,
  name: 'eliminar-lista-espera',
  method: 'DELETE',
} as const satisfies EndpointRoute;

export const obtenerListaEspera = {
  namespace: TURNOS_NS,
  name: 'obtener-lista-espera',
  method: 'GET',
} as const satisfies EndpointRoute;
