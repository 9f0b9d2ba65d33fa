import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../options.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerOpcion = {
  namespace: TURNOS_NS,
  name: 'obtener-opcion',
  method: 'GET',
} as const satisfies EndpointRoute;

export const actualizarOpcion = {
  namespace: TURNOS_NS,
  name: 'actualizar-opcion',
  method: 'POST',
} as const satisfies EndpointRoute;

export const obtenerLogo = {
  namespace: TURNOS_NS,
  name: 'obtener-logo',
  method: 'GET',
  envelope: 'plain',
} as const satisfies EndpointRoute;

export const logoImage = {
  namespace: TURNOS_NS,
  name: 'logo',
  method: 'GET',
  envelope: 'bytes',
} as const satisfies EndpointRoute;

export const subirLogo = {
  namespace: TURNOS_NS,
  name: 'subir-logo',
  method: 'POST',
} as const satisfies EndpointRoute;

export const obtenerQrWapp = {
  namespace: TURNOS_NS,
  name: 'obtener-qr-wapp',
  method: 'GET',
} as const satisfies EndpointRoute;

export const estadoWapp = {
  namespace: TURNOS_NS,
  name: 'estado-wapp',
  method: 'GET',
} as const satisfies EndpointRoute;

export const wappWebhook = {
  namespace: TURNOS_NS,
  name: 'wapp-webhook',
  method: 'POST',
} as const satisfies EndpointRoute;

export const obtenerNotificaciones = {
  namespace: TURNOS_NS,
  name: 'obtener-notificaciones',
  method: 'GET',
} as const satisfies EndpointRoute;
