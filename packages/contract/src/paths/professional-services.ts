import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../professional-services.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerServiciosAsociados = {
  namespace: TURNOS_NS,
  name: 'obtener-servicios-asociados',
  method: 'GET',
} as const satisfies EndpointRoute;

export const agregarServicioPeluquero = {
  namespace: TURNOS_NS,
  name: 'agregar-servicio-peluquero',
  method: 'POST',
} as const satisfies EndpointRoute;

export const eliminarServicioPeluquero = {
  namespace: TURNOS_NS,
  name: 'eliminar-servicio-peluquero',
  method: 'DELETE',
} as const satisfies EndpointRoute;

export const actualizarServicioPeluqueroActivo = {
  namespace: TURNOS_NS,
  name: 'actualizar-servicio-peluquero-activo',
  method: 'PUT',
} as const satisfies EndpointRoute;
