import { TURNOS_NS, type EndpointRoute } from '../../route';

export const abrirCaja = {
  namespace: TURNOS_NS,
  name: 'abrir-caja',
  method: 'POST',
} as const satisfies EndpointRoute;
