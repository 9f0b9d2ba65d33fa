import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../branches.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const getAllSucursales = {
  namespace: TURNOS_NS,
  name: 'get-all-sucursales',
  method: 'GET',
} as const satisfies EndpointRoute;

export const crearSucursal = {
  namespace: TURNOS_NS,
  name: 'crear-sucursal',
  method: 'POST',
} as const satisfies EndpointRoute;

export const editarSucursal = {
  namespace: TURNOS_NS,
  name: 'editar-sucursal',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const eliminarSucursal = {
  namespace: TURNOS_NS,
  name: 'eliminar-sucursal',
  method: 'DELETE',
} as const satisfies EndpointRoute;

export const getPeluquerosPorSucursal = {
  namespace: TURNOS_NS,
  name: 'get-peluqueros-por-sucursal',
  method: 'GET',
} as const satisfies EndpointRoute;
