import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerAlertasDePago = {
  namespace: TURNOS_NS,
  name: 'obtener-alertas-de-pago',
  method: 'GET',
} as const satisfies EndpointRoute;
