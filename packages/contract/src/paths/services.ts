import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../services.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const getAllServicios = {
  namespace: TURNOS_NS,
  name: 'get-all-servicios',
  method: 'GET',
} as const satisfies EndpointRoute;

export const getServicio = {
  namespace: TURNOS_NS,
  name: 'get-servicio',
  method: 'GET',
} as const satisfies EndpointRoute;

export const crearServicio = {
  namespace: TURNOS_NS,
  name: 'crear-servicio',
  method: 'POST',
} as const satisfies EndpointRoute;

export const editarServicio = {
  namespace: TURNOS_NS,
  name: 'editar-servicio',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const eliminarServicio = {
  namespace: TURNOS_NS,
  name: 'eliminar-servicio',
  method: 'DELETE',
} as const satisfies EndpointRoute;

export const actualizarPrecioServicio = {
  namespace: TURNOS_NS,
  name: 'actualizar-precio-servicio',
  method: 'PUT',
} as const satisfies EndpointRoute;
