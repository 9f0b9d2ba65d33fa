import { TURNOS_NS, type EndpointRoute } from '../../route';

export const getAllSucursales = {
  namespace: TURNOS_NS,
  name: 'get-all-sucursales',
  method: 'GET',
} as const satisfies EndpointRoute;
