import { TURNOS_NS, type EndpointRoute } from '../route';

/** The routes of `../payments.ts`'s entries (ADR 0094): no zod here, the web imports these. */

export const obtenerDatosPago = {
  namespace: TURNOS_NS,
  name: 'obtener-datos-pago',
  method: 'GET',
} as const satisfies EndpointRoute;

export const crearPreferenciaPago = {
  namespace: TURNOS_NS,
  name: 'crear-preferencia-pago',
  method: 'POST',
} as const satisfies EndpointRoute;

export const mpWebhook = {
  namespace: TURNOS_NS,
  name: 'mp-webhook',
  method: 'POST',
} as const satisfies EndpointRoute;

export const confirmarRetornoPago = {
  namespace: TURNOS_NS,
  name: 'confirmar-retorno-pago',
  method: 'POST',
} as const satisfies EndpointRoute;

export const obtenerAlertasDePago = {
  namespace: TURNOS_NS,
  name: 'obtener-alertas-de-pago',
  method: 'GET',
} as const satisfies EndpointRoute;

export const resolverAlertaDePago = {
  namespace: TURNOS_NS,
  name: 'resolver-alerta-de-pago',
  method: 'PUT',
} as const satisfies EndpointRoute;
