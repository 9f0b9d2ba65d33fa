import { TURNOS_NS, type EndpointRoute } from '../../route';

export const confirmarRetornoPago = {
  namespace: TURNOS_NS,
  name: 'confirmar-retorno-pago',
  method: 'POST',
} as const satisfies EndpointRoute;
