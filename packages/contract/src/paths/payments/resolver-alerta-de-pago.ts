import { TURNOS_NS, type EndpointRoute } from '../../route';

export const resolverAlertaDePago = {
  namespace: TURNOS_NS,
  name: 'resolver-alerta-de-pago',
  method: 'PUT',
} as const satisfies EndpointRoute;
