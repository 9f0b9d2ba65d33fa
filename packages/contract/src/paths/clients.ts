import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../clients.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const validarNewCliente = {
  namespace: TURNOS_NS,
  name: 'validar-new-cliente',
  method: 'POST',
} as const satisfies EndpointRoute;

export const reenviarEmailValidacion = {
  namespace: TURNOS_NS,
  name: 'reenviar-email-validacion',
  method: 'POST',
} as const satisfies EndpointRoute;

export const obtenerDatosCliente = {
  namespace: TURNOS_NS,
  name: 'obtener-datos-cliente',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarDatoCliente = {
  namespace: TURNOS_NS,
  name: 'actualizar-dato-cliente',
  method: 'PUT',
} as const satisfies EndpointRoute;

export const changePass = {
  namespace: TURNOS_NS,
  name: 'change-pass',
  method: 'POST',
} as const satisfies EndpointRoute;

export const getAllClientes = {
  namespace: TURNOS_NS,
  name: 'get-all-clientes',
  method: 'GET',
} as const satisfies EndpointRoute;

export const eliminarCliente = {
  namespace: TURNOS_NS,
  name: 'eliminar-cliente',
  method: 'DELETE',
} as const satisfies EndpointRoute;
