import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../professionals.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const getAllPeluqueros = {
  namespace: TURNOS_NS,
  name: 'get-all-peluqueros',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerSucursalesPeluquero = {
  namespace: TURNOS_NS,
  name: 'obtener-sucursales-peluquero',
  method: 'GET',
} as const satisfies EndpointRoute;

export const obtenerDatosPeluquero = {
  namespace: TURNOS_NS,
  name: 'obtener-datos-peluquero',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarDatosPeluquero = {
  namespace: TURNOS_NS,
  name: 'actualizar-datos-peluquero',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const crearPeluquero = {
  namespace: TURNOS_NS,
  name: 'crear-peluquero',
  method: 'POST',
} as const satisfies EndpointRoute;

export const eliminarPeluquero = {
  namespace: TURNOS_NS,
  name: 'eliminar-peluquero',
  method: 'DELETE',
} as const satisfies EndpointRoute;

export const actualizarPeluqueroActivo = {
  namespace: TURNOS_NS,
  name: 'actualizar-peluquero-activo',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const actualizarRolAdminPeluquero = {
  namespace: TURNOS_NS,
  name: 'actualizar-rol-admin-peluquero',
  method: 'PUT',
} as const satisfies EndpointRoute;
