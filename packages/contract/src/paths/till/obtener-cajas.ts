import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerCajas = {
  namespace: TURNOS_NS,
  name: 'obtener-cajas',
  method: 'GET',
} as const satisfies EndpointRoute;
