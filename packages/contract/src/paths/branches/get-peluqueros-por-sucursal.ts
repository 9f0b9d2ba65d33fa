import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getPeluquerosPorSucursal = {
  namespace: TURNOS_NS,
  name: 'get-peluqueros-por-sucursal',
  method: 'GET',
} as const satisfies EndpointRoute;
