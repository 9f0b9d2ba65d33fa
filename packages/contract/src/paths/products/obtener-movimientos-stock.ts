import { TURNOS_NS, type EndpointRoute } from '../../route';

export const obtenerMovimientosStock = {
  namespace: TURNOS_NS,
  name: 'obtener-movimientos-stock',
  method: 'GET',
} as const satisfies EndpointRoute;
