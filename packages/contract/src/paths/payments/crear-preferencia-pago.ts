import { TURNOS_NS, type EndpointRoute } from '../../route';

export const crearPreferenciaPago = {
  namespace: TURNOS_NS,
  name: 'crear-preferencia-pago',
  method: 'POST',
} as const satisfies EndpointRoute;
